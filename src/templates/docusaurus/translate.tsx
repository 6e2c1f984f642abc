/**
 * `@docusaurus/Translate` and `@docusaurus/Interpolate` on a site with one locale (docsgen builds no
 * other locale; i18n is named as skipped): the site's message for the id (config `translations`, a
 * Docusaurus repo's code.json) or else the default message, its `{name}` placeholders filled from
 * `values`, which may be text or elements.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';
import { useSiteContext } from './context.ts';

/**
 * The messages `translate()` reads: a plain function, called outside React's render too, so it
 * cannot read the context; the server's renderer and a hydrated island set them (`setCodeTranslations`).
 */
let codeTranslations: Record<string, string> = {};

/** Sets the messages `translate()` gives, for the pages rendered next (one site per thread). */
export function setCodeTranslations(messages: Record<string, string> | undefined): void {
  codeTranslations = messages ?? {};
}

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

export function Translate({ id, children, values }: { id?: string; description?: string; children?: ReactNode; values?: Values }) {
  const messages = useSiteContext().siteConfig.codeTranslations;
  const own = id === undefined ? undefined : messages?.[id];
  return <Interpolate values={values}>{own ?? children}</Interpolate>;
}

/** `translate({ message }, values)`: the message as text, its placeholders filled. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const own = id === undefined ? undefined : codeTranslations[id];
  return (own ?? message ?? id ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
