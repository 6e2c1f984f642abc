/**
 * `@docusaurus/Translate` and `@docusaurus/Interpolate` on a site with one locale (docsgen builds no
 * translations; i18n is named as skipped): the default message, its `{name}` placeholders filled
 * from `values`, which may be text or elements.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolated(message: string, values: Values | undefined): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    return isValidElement(value) ? <Fragment key={i}>{value}</Fragment> : value;
  });
}

/** `interpolate(text, values)`: text when every value is text, else the parts as React children. */
export function interpolate(text: string, values?: Values): ReactNode {
  const parts = interpolated(text, values);
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : <>{parts}</>;
}

export function Interpolate({ children, values }: { children?: ReactNode; values?: Values }) {
  return <>{typeof children === 'string' ? interpolated(children, values) : children}</>;
}

export function Translate({ children, values }: { id?: string; description?: string; children?: ReactNode; values?: Values }) {
  return <Interpolate values={values}>{children}</Interpolate>;
}

/** `translate({ message }, values)`: the message as text, its placeholders filled. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return (message ?? id ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
