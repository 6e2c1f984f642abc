import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Server side of an island: renders an interactive component with renderToString (which keeps the
 * text-node boundaries hydration needs) inside a container the client finds and hydrates. Props go
 * into `data-props` unless the client reads them back from the markup itself (`propsInMarkup`).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  propsInMarkup = false,
  tag = 'div',
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  propsInMarkup?: boolean;
  tag?: 'div' | 'span';
}) {
  const Tag = tag;
  return (
    <Tag
      className="island"
      data-island={name}
      data-props={propsInMarkup ? undefined : JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
    />
  );
}
