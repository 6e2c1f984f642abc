import type { SchemaNode, PropertyNode } from './model.ts';

/** A schema as a nested property list; deep levels start collapsed. */
export function SchemaView({ node, depth = 0 }: { node: SchemaNode; depth?: number }) {
  return (
    <div className="schema" id={node.anchor}>
      <SchemaMeta node={node} />
      <SchemaBody node={node} depth={depth} />
    </div>
  );
}

/** A node's body alone (what a fragment file holds): its nested levels start closed. */
export function SchemaBodyFragment({ node }: { node: SchemaNode }) {
  return <SchemaBody node={node} depth={1} />;
}

/** Whether a node draws anything below its own description and facts (and so opens and closes). */
function hasBody(node: SchemaNode): boolean {
  const items = node.items;
  return Boolean(
    node.deferredSrc || node.properties?.length || node.alternatives || node.seenAnchor || node.circular ||
      (items && (hasBody(items) || items.seenAnchor || items.circular)) || (node.additional && node.additional !== true),
  );
}

function SchemaBody({ node, depth }: { node: SchemaNode; depth: number }) {
  if (node.deferredSrc) {
    // Filled from the fragment file when it comes into view (client/on-demand.ts); a plain link without JavaScript.
    return (
      <div className="on-demand" data-src={node.deferredSrc}>
        <a href={node.deferredSrc}>{node.refName ? `Show the ${node.refName} schema` : 'Show the fields'}</a>
      </div>
    );
  }
  if (node.seenAnchor) {
    return (
      <p className="schema__ref">
        Same <code>{node.refName}</code> schema as <a href={`#${node.seenAnchor}`}>shown above</a>.
      </p>
    );
  }
  if (node.circular) {
    return (
      <p className="schema__ref schema__ref--circular">
        ↻ Circular reference to <code>{node.refName}</code>: the structure repeats from here.
      </p>
    );
  }
  return (
    <>
      {node.properties?.length ? (
        <ul className="schema__props">
          {node.properties.map((prop) => (
            <Property key={prop.name} prop={prop} depth={depth} />
          ))}
        </ul>
      ) : null}
      {node.additional ? (
        <div className="schema__additional">
          <span className="schema__keyword">additional properties</span>{' '}
          {node.additional === true ? <code>any</code> : <Nested node={node.additional} depth={depth} label={node.additional.typeLabel} />}
        </div>
      ) : null}
      {node.items && hasBody(node.items) ? (
        <div className="schema__items">
          <p className="schema__keyword">Each item{node.items.refName ? <> is a <code>{node.items.refName}</code></> : null}:</p>
          <SchemaView node={node.items} depth={depth} />
        </div>
      ) : null}
      {node.alternatives ? (
        <div className="schema__alternatives">
          <p className="schema__keyword">
            {node.alternatives.keyword === 'oneOf' ? 'One of' : 'Any of'} these shapes
            {node.alternatives.discriminator ? (
              <>
                , chosen by <code>{node.alternatives.discriminator}</code>
              </>
            ) : null}
            :
          </p>
          {node.alternatives.mapping?.length ? (
            <table className="schema__mapping">
              <thead>
                <tr>
                  <th>
                    <code>{node.alternatives.discriminator}</code>
                  </th>
                  <th>Shape</th>
                </tr>
              </thead>
              <tbody>
                {node.alternatives.mapping.map((m) => (
                  <tr key={m.value}>
                    <td>
                      <code>{JSON.stringify(m.value)}</code>
                    </td>
                    <td>
                      <code>{m.target}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {node.alternatives.options.map((option, i) => (
            <details key={i} className="schema__alternative" open={i === 0}>
              <summary>{option.label}</summary>
              <SchemaView node={option.schema} depth={depth + 1} />
            </details>
          ))}
        </div>
      ) : null}
    </>
  );
}

function Property({ prop, depth }: { prop: PropertyNode; depth: number }) {
  const s = prop.schema;
  const hasChildren = hasBody(s);
  const head = (
    <>
      <code className="schema__name">{prop.name}</code> <span className="schema__type">{s.typeLabel}</span>
      {prop.required ? <span className="schema__flag schema__flag--required">required</span> : null}
      {s.readOnly ? <span className="schema__flag">read-only</span> : null}
      {s.writeOnly ? <span className="schema__flag">write-only</span> : null}
      {s.deprecated ? <span className="schema__flag schema__flag--deprecated">deprecated</span> : null}
    </>
  );
  return (
    <li className="schema__prop">
      {hasChildren ? (
        <details className="schema__nested" open={depth < 1}>
          <summary>{head}</summary>
          <SchemaView node={s} depth={depth + 1} />
        </details>
      ) : (
        <>
          <div className="schema__head">{head}</div>
          <SchemaMeta node={s} />
        </>
      )}
    </li>
  );
}

function Nested({ node, depth, label }: { node: SchemaNode; depth: number; label: string }) {
  return (
    <details className="schema__nested" open={depth < 1}>
      <summary>
        <span className="schema__type">{label}</span>
      </summary>
      <SchemaView node={node} depth={depth + 1} />
    </details>
  );
}

/** Description, enum, default, example and constraints of a node. */
export function SchemaMeta({ node }: { node: SchemaNode }) {
  const facts: Array<[string, string]> = [];
  if (node.nullable && !node.typeLabel.includes('null')) facts.push(['nullable', 'yes']);
  if (node.constValue !== undefined) facts.push(['always', node.constValue]);
  if (node.defaultValue !== undefined) facts.push(['default', node.defaultValue]);
  if (node.example !== undefined && !node.properties) facts.push(['example', node.example], ...(node.moreExamples ?? []).map((e): [string, string] => ['example', e]));
  for (const c of node.constraints) facts.push(['constraint', c]);
  return (
    <>
      {node.descriptionHtml ? <div className="schema__description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} /> : null}
      {node.enumValues?.length ? (
        <p className="schema__enum">
          <span className="schema__keyword">one of</span>{' '}
          {node.enumValues.map((v, i) => (
            <code key={i}>{v}</code>
          ))}
        </p>
      ) : null}
      {facts.length ? (
        <p className="schema__facts">
          {facts.map(([k, v], i) => (
            <span key={i} className="schema__fact">
              <span className="schema__keyword">{k}</span> <code>{v}</code>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
