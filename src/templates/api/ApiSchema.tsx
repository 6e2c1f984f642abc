import { overridable } from '../components.ts';
import type { SchemaPageView } from './model.ts';
import { OperationList } from './ApiInfo.tsx';
import { SchemaView } from './SchemaView.tsx';

/** A schema's page: its fields as a request body shows them, an example, and the operations using it. */
export const ApiSchema = overridable('ApiSchema', function ApiSchema({ schema }: { schema: SchemaPageView }) {
  return (
    <div className="api-schema">
      <p className="api-media__type">
        <span className="schema__keyword">schema</span> <code>{schema.name}</code> <span className="schema__type">{schema.typeLabel}</span>
      </p>
      <SchemaView node={schema.schema} />
      {schema.exampleHtml ? (
        <>
          <h2 id={schema.sectionIds.example} className="anchor">
            Example
          </h2>
          <div dangerouslySetInnerHTML={{ __html: schema.exampleHtml }} />
        </>
      ) : null}
      {schema.usedBy.length ? (
        <>
          <h2 id={schema.sectionIds.usedBy} className="anchor">
            Used by
          </h2>
          <OperationList operations={schema.usedBy} />
        </>
      ) : null}
    </div>
  );
});
