import { renderToStaticMarkup } from 'react-dom/server';
import { overridable } from '../components.ts';
import type { CallbackView, OperationView, MediaView } from './model.ts';
import { SchemaView } from './SchemaView.tsx';
import { ServerList } from './ApiInfo.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import { Island } from '../Island.tsx';
import { Tabs } from '../islands/Tabs.tsx';

/** Examples longer than this (characters) start collapsed (and are loaded when opened: see operation-view.ts). */
const LONG_EXAMPLE = 4000;

/** An operation page body: documentation on the left, samples and examples on the right. */
export const ApiOperation = overridable('ApiOperation', function ApiOperation({ op }: { op: OperationView }) {
  const firstExample = op.responses.find((r) => /^2/.test(r.status))?.contents.find((c) => c.exampleHtml);
  // Error responses usually share one example: show each distinct example once, then link to it. The
  // one beside the samples is not repeated in the responses either.
  const firstWithExample = new Map<string, string>();
  if (firstExample?.exampleHtml) firstWithExample.set(firstExample.exampleHtml, 'aside');
  for (const r of op.responses) for (const c of r.contents) if (c.exampleHtml && !firstWithExample.has(c.exampleHtml)) firstWithExample.set(c.exampleHtml, r.status);
  return (
    <div className="api-op">
      <div className="api-op__main">
        <p className="api-op__endpoint">
          <MethodBadge method={op.method} />
          {op.webhook ? <span className="api-op__webhook">Webhook</span> : null}
          <code className="api-op__url">{op.url}</code>
        </p>
        {op.webhook ? (
          <p className="api-op__webhook-note">
            The API sends this request to the URL registered for the <code>{op.path}</code> webhook: the body below is what it sends, the responses what it expects back.
          </p>
        ) : null}
        {op.servers.length ? (
          <div className="api-op__servers">
            <p className="schema__keyword">{op.servers.length > 1 ? 'Servers of this operation (the samples call the first):' : 'Server of this operation:'}</p>
            <ServerList servers={op.servers} />
          </div>
        ) : null}
        {op.deprecated ? (
          <aside className="theme-admonition theme-admonition-caution admonition--caution" role="note">
            <div className="admonition__title">Deprecated</div>
            <div className="admonition__content">
              <p>This operation is deprecated and may be removed in a future version. Read the description for what replaces it.</p>
            </div>
          </aside>
        ) : null}
        {op.descriptionHtml ? <div className="api-op__description" dangerouslySetInnerHTML={{ __html: op.descriptionHtml }} /> : null}
        {op.security.requirements.length ? (
          <section className="api-section">
            <h2 id="authorization" className="anchor">Authorization</h2>
            <ul className="api-security">
              {op.security.requirements.map((req, i) => (
                <li key={i}>
                  {i > 0 ? <span className="schema__keyword">or </span> : null}
                  {req.map((s, j) => (
                    <span key={s.name}>
                      {j > 0 ? ' and ' : null}
                      <code>{s.name}</code> ({s.kind}){s.scopes.length ? <> with scopes {s.scopes.map((sc) => <code key={sc}>{sc}</code>)}</> : null}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {op.parameterGroups.length || op.requestBody ? (
          <section className="api-section">
            <h2 id="request" className="anchor">Request</h2>
            {op.parameterGroups.map((group) => (
              <div key={group.location}>
                <h3 id={`${group.location}-parameters`}>{group.title}</h3>
                <ul className="schema__props api-params">
                  {group.params.map((p) => (
                    <li key={p.name} className="schema__prop">
                      <div className="schema__head">
                        <code className="schema__name">{p.name}</code> <span className="schema__type">{p.typeLabel}</span>
                        {p.required ? <span className="schema__flag schema__flag--required">required</span> : null}
                        {p.deprecated ? <span className="schema__flag schema__flag--deprecated">deprecated</span> : null}
                      </div>
                      {p.descriptionHtml ? <div className="schema__description" dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} /> : null}
                      {p.enumValues?.length ? (
                        <p className="schema__enum">
                          <span className="schema__keyword">one of</span> {p.enumValues.map((v) => <code key={v}>{v}</code>)}
                        </p>
                      ) : null}
                      {p.defaultValue !== undefined || p.examples || p.constraints.length ? (
                        <p className="schema__facts">
                          {p.defaultValue !== undefined ? (
                            <span className="schema__fact">
                              <span className="schema__keyword">default</span> <code>{p.defaultValue}</code>
                            </span>
                          ) : null}
                          <ExampleFacts examples={p.examples} />
                          {p.constraints.map((c) => (
                            <span key={c} className="schema__fact">
                              <span className="schema__keyword">constraint</span> <code>{c}</code>
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {op.requestBody ? (
              <div>
                <h3 id="request-body">
                  Request body {op.requestBody.required ? <span className="schema__flag schema__flag--required">required</span> : null}
                </h3>
                {op.requestBody.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: op.requestBody.descriptionHtml }} /> : null}
                <MediaTypes place="request" contents={op.requestBody.contents} exampleOf={(media) => (media.mediaType === op.sampleMediaType ? 'samples' : 'here')} />
              </div>
            ) : null}
          </section>
        ) : null}
        {/* An operation that declares no response (invalid, yet real specs do) has no empty section. */}
        {op.responses.length ? (
          <section className="api-section">
            <h2 id="responses" className="anchor">Responses</h2>
            {op.responses.map((r) => (
              <details key={r.status} id={`response-${r.status}`} className={`api-response api-response--${r.status[0]}xx`} open={/^2/.test(r.status)}>
                <summary>
                  <span className="api-response__status">{r.status}</span>
                  <span className="api-response__description" dangerouslySetInnerHTML={{ __html: r.descriptionHtml.replace(/^<p>|<\/p>\s*$/g, '') }} />
                </summary>
                {r.headers.length ? (
                  <div className="api-response__headers">
                    {/* h3: under the h2 "Responses" (an h4 here skipped a level). */}
                    <h3 className="api-response__headers-title">Headers</h3>
                    <ul className="schema__props">
                      {r.headers.map((h) => (
                        <li key={h.name} className="schema__prop">
                          <div className="schema__head">
                            <code className="schema__name">{h.name}</code> <span className="schema__type">{h.typeLabel}</span>
                          </div>
                          {h.descriptionHtml ? <div className="schema__description" dangerouslySetInnerHTML={{ __html: h.descriptionHtml }} /> : null}
                          {h.examples?.length ? (
                            <p className="schema__facts">
                              <ExampleFacts examples={h.examples} />
                            </p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <MediaTypes place={`response-${r.status}`} contents={r.contents} exampleOf={(media) => (firstWithExample.get(media.exampleHtml ?? '') === r.status ? 'here' : firstWithExample.get(media.exampleHtml ?? ''))} />
              </details>
            ))}
          </section>
        ) : null}
        {op.callbacks.length ? <Callbacks callbacks={op.callbacks} /> : null}
      </div>
      <aside className="api-op__aside" aria-label="Code samples">
        {op.samples.length ? (
          <>
            <h2 id="code-samples" className="api-op__aside-title">
              Code samples
            </h2>
            <Island name="Tabs" component={Tabs} props={{ groupId: 'code-samples', tabs: op.samples }} propsInMarkup />
          </>
        ) : null}
        {firstExample?.exampleHtml ? (
          <>
            <h2 id="response-example" className="api-op__aside-title">
              Response example
            </h2>
            {firstExample.exampleBytes > LONG_EXAMPLE ? (
              <details className="api-media__example">
                <summary>Show the example ({Math.round(firstExample.exampleBytes / 1024)} KB)</summary>
                <div dangerouslySetInnerHTML={{ __html: firstExample.exampleHtml }} />
              </details>
            ) : (
              <div dangerouslySetInnerHTML={{ __html: firstExample.exampleHtml }} />
            )}
          </>
        ) : null}
      </aside>
    </div>
  );
});

/** One media type as it is; several behind a selector (tabs), the first shown without JavaScript. */
/** A parameter's or header's examples, each one fact ("example (name) value"). */
function ExampleFacts({ examples }: { examples?: Array<{ label?: string; value: string }> }) {
  return (
    <>
      {examples?.map((e, i) => (
        <span key={i} className="schema__fact">
          <span className="schema__keyword">{e.label ? `example (${e.label})` : 'example'}</span> <code>{e.value}</code>
        </span>
      ))}
    </>
  );
}

function MediaTypes({ place, contents, exampleOf }: { place: string; contents: MediaView[]; exampleOf: (media: MediaView) => string | undefined }) {
  if (contents.length < 2) return contents.map((media) => <Media key={media.mediaType} media={media} exampleOf={exampleOf(media)} place={place} />);
  const tabs = contents.map((media, i) => ({ id: media.mediaType, label: media.mediaType, html: renderToStaticMarkup(<Media media={media} exampleOf={exampleOf(media)} place={`${place}-${i}`} />) }));
  return <Island name="Tabs" component={Tabs} props={{ groupId: 'media-type', tabs, idPrefix: `media-${place}` }} propsInMarkup />;
}

/** `exampleOf`: "here" shows the example; "samples", "aside" and a status code link to where the same one is shown. */
function Media({ media, exampleOf, place }: { media: MediaView; exampleOf?: string; place: string }) {
  return (
    <div className="api-media">
      <p className="api-media__type">
        <span className="schema__keyword">content type</span> <code>{media.mediaType}</code>
        {media.schema ? (
          <>
            {' '}
            <span className="schema__keyword">schema</span> <span className="schema__type">{media.schema.typeLabel}</span>
          </>
        ) : null}
      </p>
      {media.schema ? <SchemaView node={media.schema} /> : null}
      {media.namedExamples ? (
        // Several named examples: each in a tab, by its summary (the first is the page's example too).
        <details className="api-media__example">
          <summary>Examples</summary>
          <Island name="Tabs" component={Tabs} props={{ groupId: `examples-${place}`, tabs: media.namedExamples, idPrefix: `examples-${place}`, remember: false }} propsInMarkup />
        </details>
      ) : media.exampleHtml && exampleOf === 'here' ? (
        <details className="api-media__example">
          <summary>Example</summary>
          <div dangerouslySetInnerHTML={{ __html: media.exampleHtml }} />
        </details>
      ) : media.exampleHtml && exampleOf === 'samples' ? (
        <p className="schema__ref">
          Example: the body sent by the <a href="#code-samples">code samples</a>.
        </p>
      ) : media.exampleHtml && exampleOf === 'aside' ? (
        <p className="schema__ref">
          Example: shown as the <a href="#response-example">response example</a> beside the code samples.
        </p>
      ) : media.exampleHtml && exampleOf ? (
        <p className="schema__ref">
          Example: the same as the <a href={`#response-${exampleOf}`}>{exampleOf} response</a>.
        </p>
      ) : null}
    </div>
  );
}

/** The requests the API sends back: each with its URL expression, the body it sends and the answers it expects. */
function Callbacks({ callbacks }: { callbacks: CallbackView[] }) {
  return (
    <section className="api-section">
      <h2 id="callbacks" className="anchor">
        Callbacks
      </h2>
      {callbacks.map((cb, i) => (
        <div key={i} className="api-callback">
          <h3 className="api-callback__name">{cb.summary ? `${cb.name}: ${cb.summary}` : cb.name}</h3>
          <p className="api-op__endpoint">
            <MethodBadge method={cb.method} />
            <code className="api-op__url">{cb.expression}</code>
          </p>
          {cb.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: cb.descriptionHtml }} /> : null}
          {cb.requestBody ? (
            <>
              <h4>Callback body</h4>
              {cb.requestBody.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: cb.requestBody.descriptionHtml }} /> : null}
              <MediaTypes place={`callback-${i}`} contents={cb.requestBody.contents} exampleOf={() => 'here'} />
            </>
          ) : null}
          {cb.responses.length ? <h4>Expected answers</h4> : null}
          {cb.responses.map((r) => (
            <details key={r.status} className={`api-response api-response--${r.status[0]}xx`}>
              <summary>
                <span className="api-response__status">{r.status}</span>
                <span className="api-response__description" dangerouslySetInnerHTML={{ __html: r.descriptionHtml.replace(/^<p>|<\/p>\s*$/g, '') }} />
              </summary>
              <MediaTypes place={`callback-${i}-${r.status}`} contents={r.contents} exampleOf={() => 'here'} />
            </details>
          ))}
        </div>
      ))}
    </section>
  );
}
