/**
 * A Markdown text's lines outside fenced code (``` or ~~~, the fence lines included in what is
 * passed over), for the quick reads that look at a doc's source before it is parsed.
 */
export function* linesOutsideCode(body: string): Generator<string> {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    yield line;
  }
}
