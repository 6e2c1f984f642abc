import { overridable } from '../components.ts';
import type { InfoView, OperationLink, ServerView, TagView } from './model.ts';
import { MethodBadge } from './MethodBadge.tsx';

/** An API group's front page: version, description, servers, authentication, contact, download. */
export const ApiInfo = overridable('ApiInfo', function ApiInfo({ info }: { info: InfoView }) {
  return (
    <div className="api-info">
      {info.logo ? <img className="api-info__logo openapi__logo" src={info.logo.src} alt={info.logo.alt} /> : null}
      <p className="api-info__meta">
        <span className="api-badge">Version {info.version}</span>
        <span className="api-badge">OpenAPI {info.openapi}</span>
        {info.downloadLink ? (
          <a className="api-info__download" href={info.downloadHref} download={info.downloadName}>
            Download the OpenAPI spec
          </a>
        ) : null}
      </p>
      {info.descriptionHtml ? <div className="api-info__description" dangerouslySetInnerHTML={{ __html: info.descriptionHtml }} /> : null}
      {info.servers.length ? (
        <section>
          <h2 id={info.sectionIds.servers} className="anchor">Servers</h2>
          <ServerList servers={info.servers} />
        </section>
      ) : null}
      {info.schemes.length ? (
        <section>
          <h2 id={info.sectionIds.authentication} className="anchor">{info.authenticationTitle}</h2>
          {info.schemes.map((scheme) => (
            <div key={scheme.name} className="api-scheme">
              <h3 id={`auth-${scheme.name.toLowerCase()}`}>
                {scheme.name} <span className="schema__type">{scheme.kind}</span>
              </h3>
              {scheme.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: scheme.descriptionHtml }} /> : null}
              {scheme.details.length ? (
                <table>
                  <tbody>
                    {scheme.details.map(([k, v]) => (
                      <tr key={k}>
                        <th scope="row">{k}</th>
                        <td>
                          <code>{v}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {scheme.flows.map((flow) => (
                <div key={flow.flow}>
                  <h4>{flow.flow} flow</h4>
                  <table>
                    <tbody>
                      {flow.urls.map(([k, v]) => (
                        <tr key={k}>
                          <th scope="row">{k}</th>
                          <td>
                            <a href={v}>{v}</a>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {flow.scopes.length ? (
                    <table>
                      <thead>
                        <tr>
                          <th>Scope</th>
                          <th>Grants</th>
                        </tr>
                      </thead>
                      <tbody>
                        {flow.scopes.map(([scope, grant]) => (
                          <tr key={scope}>
                            <td>
                              <code>{scope}</code>
                            </td>
                            <td>{grant}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : null}
                </div>
              ))}
            </div>
          ))}
        </section>
      ) : null}
      {info.tags.length ? (
        <section>
          <h2 id={info.sectionIds.resources} className="anchor">Resources</h2>
          <ul className="api-tag-list">
            {info.tags.map((t) => (
              <li key={t.href}>
                <a href={t.href}>{t.name}</a> <span className="schema__keyword">{t.count} operation{t.count === 1 ? '' : 's'}</span>
                {t.summary ? <span className="api-tag-list__summary"> — {t.summary}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {info.contact || info.license || info.termsOfService ? (
        <section>
          <h2 id={info.sectionIds.contact} className="anchor">Terms, contact and licence</h2>
          <ul>
            {info.termsOfService ? (
              <li>
                Terms of service: <a href={info.termsOfService}>{info.termsOfService}</a>
              </li>
            ) : null}
            {info.contact?.name || info.contact?.email || info.contact?.url ? (
              <li>
                Contact: {info.contact.name}
                {info.contact.email ? (
                  <>
                    {' '}
                    <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a>
                  </>
                ) : null}
                {info.contact.url ? (
                  <>
                    {' '}
                    <a href={info.contact.url}>{info.contact.url}</a>
                  </>
                ) : null}
              </li>
            ) : null}
            {info.license ? <li>Licence: {info.license.url ? <a href={info.license.url}>{info.license.name}</a> : info.license.name}</li> : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
});

/** A tag page: its description and its operations. */
export const ApiTag = overridable('ApiTag', function ApiTag({ tag }: { tag: TagView }) {
  return (
    <div className="api-tag">
      {tag.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} /> : null}
      <h2 id={tag.operationsId} className="anchor">Operations</h2>
      <OperationList operations={tag.operations} />
    </div>
  );
});

/** Operations as links: method, path and summary. */
export function OperationList({ operations }: { operations: OperationLink[] }) {
  return (
      <ul className="api-op-list">
        {operations.map((op) => (
          <li key={op.href}>
            <a className="api-op-list__link" href={op.href}>
              <MethodBadge method={op.method} />
              <code className="api-op-list__path">{op.path}</code>
              <span className="api-op-list__summary">
                {op.summary}
                {op.deprecated ? <span className="schema__flag schema__flag--deprecated">deprecated</span> : null}
              </span>
              {op.description ? <span className="api-op-list__description">{op.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
  );
}

/** Servers with their variables: name, default, allowed values and what each means. */
export function ServerList({ servers }: { servers: ServerView[] }) {
  return (
    <ul className="api-servers">
      {servers.map((s, i) => (
        <li key={i}>
          <code>{s.url}</code>
          {s.description ? ` — ${s.description}` : null}
          {s.variables.length ? (
            <ul className="api-servers__variables">
              {s.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code> <span className="schema__keyword">default</span> <code>{v.defaultValue}</code>
                  {v.enumValues.length ? (
                    <>
                      {' '}
                      <span className="schema__keyword">one of</span>{' '}
                      {v.enumValues.map((e) => (
                        <code key={e}>{e}</code>
                      ))}
                    </>
                  ) : null}
                  {v.description ? ` — ${v.description}` : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
