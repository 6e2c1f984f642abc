/** An HTTP method as a coloured badge (GET, POST…), on operation pages and in the info page's list. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-badge--${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}
