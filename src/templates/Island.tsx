import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { markupOnce } from './markup-once.ts';

/**
 * Server side of an island: renders an interactive component with renderToString (which keeps the
 * text-node boundaries hydration needs) inside a container the client finds and hydrates. Props go
 * into `data-props` unless the client reads them back from the markup itself (`propsInMarkup`). An
 * island that is the same on every page of a site names that site as `sameFor`: it is rendered once.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  propsInMarkup = false,
  tag = 'div',
  sameFor,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  propsInMarkup?: boolean;
  tag?: 'div' | 'span';
  sameFor?: object;
}) {
  const Tag = tag;
  const render = () => renderToString(<Component {...props} />);
  return (
    <Tag
      className="island"
      data-island={name}
      data-props={propsInMarkup ? undefined : JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: sameFor ? markupOnce(sameFor, `island:${name}`, render) : render() }}
    />
  );
}
