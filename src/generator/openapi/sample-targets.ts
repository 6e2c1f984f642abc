/**
 * Code sample languages httpsnippet has no target for, added to it as targets of its own (addTarget):
 * Dart (package:http), Rust (reqwest) and the Postman CLI, the three of docusaurus-theme-openapi-docs'
 * default tabs httpsnippet lacks. Each converter gets httpsnippet's prepared request (its full URL,
 * headers and body already worked out), as its own targets do.
 */
// From the package's main entry, whose registry HTTPSnippet reads (its CommonJS build bundles the
// targets entry apart, with a registry of its own).
import { addTarget, availableTargets } from '@readme/httpsnippet';
import type { Client, Target } from '@readme/httpsnippet/targets';

type PreparedRequest = Parameters<Client['convert']>[0];
type Field = { name: string; value?: string; fileName?: string; contentType?: string };

/** The request's headers in order, without the multipart Content-Type (each client writes its own boundary). */
function headersOf(request: PreparedRequest): Array<[string, string]> {
  const multipart = request.postData?.mimeType === 'multipart/form-data';
  return Object.entries(request.allHeaders)
    .filter(([name]) => !(multipart && name.toLowerCase() === 'content-type'))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}

const fieldsOf = (request: PreparedRequest): Field[] => (request.postData?.params ?? []) as Field[];
const bodyText = (request: PreparedRequest): string | undefined => request.postData?.text || undefined;
const isForm = (request: PreparedRequest) => request.postData?.mimeType === 'application/x-www-form-urlencoded';
const isMultipart = (request: PreparedRequest) => request.postData?.mimeType === 'multipart/form-data';

/** A Dart single-quoted string literal ($ is interpolation there). */
const dart = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$').replace(/\n/g, '\\n')}'`;

function dartSample(request: PreparedRequest): string {
  const lines: string[] = [];
  const headers = headersOf(request);
  const json = request.postData?.jsonObj !== undefined && request.postData?.jsonObj !== false;
  if (json) lines.push("import 'dart:convert';");
  lines.push("import 'package:http/http.dart' as http;", '', 'void main() async {');
  if (headers.length) lines.push('  var headers = {', headers.map(([name, value]) => `    ${dart(name)}: ${dart(value)}`).join(',\n'), '  };');
  const multipart = isMultipart(request);
  lines.push(`  var request = http.${multipart ? 'MultipartRequest' : 'Request'}(${dart(request.method)}, Uri.parse(${dart(request.fullUrl)}));`);
  if (multipart) {
    const fields = fieldsOf(request);
    const values = fields.filter((f) => f.fileName === undefined);
    if (values.length) lines.push('  request.fields.addAll({', values.map((f) => `    ${dart(f.name)}: ${dart(f.value ?? '')}`).join(',\n'), '  });');
    for (const f of fields.filter((f) => f.fileName !== undefined)) lines.push(`  request.files.add(await http.MultipartFile.fromPath(${dart(f.name)}, ${dart(f.fileName!)}));`);
  } else if (isForm(request)) {
    lines.push('  request.bodyFields = {', fieldsOf(request).map((f) => `    ${dart(f.name)}: ${dart(f.value ?? '')}`).join(',\n'), '  };');
  } else if (json) {
    lines.push(`  request.body = json.encode(${JSON.stringify(request.postData!.jsonObj, null, 2).replace(/\$/g, '\\$').split('\n').join('\n  ')});`);
  } else if (bodyText(request)) {
    lines.push(`  request.body = ${dart(bodyText(request)!)};`);
  }
  if (headers.length) lines.push('  request.headers.addAll(headers);');
  lines.push('', '  http.StreamedResponse response = await request.send();', '', '  if (response.statusCode < 300) {', '    print(await response.stream.bytesToString());', '  } else {', '    print(response.reasonPhrase);', '  }', '}');
  return lines.join('\n');
}

/** A Rust raw string literal, with as many #s as it takes (r#"…"#, r##"…"## when the text holds "#). */
function rawRust(text: string): string {
  let hashes = '#';
  while (text.includes(`"${hashes}`)) hashes += '#';
  return `r${hashes}"${text}"${hashes}`;
}
/** A Rust string literal: raw when it holds quotes or backslashes. */
const rust = (text: string) => (/["\\]/.test(text) ? rawRust(text) : `"${text.replace(/\n/g, '\\n')}"`);
const RUST_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'CONNECT', 'PATCH', 'TRACE']);

function rustSample(request: PreparedRequest): string {
  const lines = ['#[tokio::main]', 'async fn main() -> Result<(), Box<dyn std::error::Error>> {', '    let client = reqwest::Client::new();', ''];
  const headers = headersOf(request);
  if (headers.length) {
    lines.push('    let mut headers = reqwest::header::HeaderMap::new();');
    for (const [name, value] of headers) lines.push(`    headers.insert(${rust(name)}, ${rust(value)}.parse()?);`);
    lines.push('');
  }
  let send = '';
  if (isMultipart(request)) {
    lines.push('    let form = reqwest::multipart::Form::new()');
    const fields = fieldsOf(request);
    fields.forEach((f, i) => lines.push(`        ${f.fileName === undefined ? `.text(${rust(f.name)}, ${rust(f.value ?? '')})` : `.file(${rust(f.name)}, ${rust(f.fileName)}).await?`}${i === fields.length - 1 ? ';' : ''}`));
    if (!fields.length) lines[lines.length - 1] += ';';
    lines.push('');
    send = '        .multipart(form)';
  } else if (isForm(request)) {
    lines.push(`    let params = [${fieldsOf(request).map((f) => `(${rust(f.name)}, ${rust(f.value ?? '')})`).join(', ')}];`, '');
    send = '        .form(&params)';
  } else if (request.postData?.jsonObj !== undefined && request.postData?.jsonObj !== false) {
    lines.push(`    let json: serde_json::Value = serde_json::from_str(${rawRust(JSON.stringify(request.postData.jsonObj, null, 4).split('\n').join('\n    '))})?;`, '');
    send = '        .json(&json)';
  } else if (bodyText(request)) {
    lines.push(`    let body = ${rust(bodyText(request)!)};`, '');
    send = '        .body(body)';
  }
  const method = RUST_METHODS.has(request.method) ? `reqwest::Method::${request.method}` : `reqwest::Method::from_bytes(b${rust(request.method)})?`;
  lines.push(`    let response = client.request(${method}, ${rust(request.fullUrl)})`);
  if (headers.length) lines.push('        .headers(headers)');
  if (send) lines.push(send);
  lines.push('        .send()', '        .await?;', '', '    println!("{}", response.text().await?);', '    Ok(())', '}');
  return lines.join('\n');
}

/** A POSIX shell single-quoted word. */
const shell = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function postmanCliSample(request: PreparedRequest): string {
  const parts = [`postman request ${request.method} ${shell(request.fullUrl)}`];
  for (const [name, value] of headersOf(request)) parts.push(`--header ${shell(`${name}: ${value}`)}`);
  if (isMultipart(request)) {
    for (const f of fieldsOf(request)) parts.push(`--form ${shell(f.fileName === undefined ? `${f.name}=${f.value ?? ''}` : `${f.name}=@${f.fileName}`)}`);
  } else if (isForm(request)) {
    parts.push(`--body ${shell(new URLSearchParams(fieldsOf(request).map((f) => [f.name, f.value ?? ''])).toString())}`);
  } else if (bodyText(request)) {
    parts.push(`--body ${shell(bodyText(request)!)}`);
  }
  return parts.join(' \\\n  ');
}

const TARGETS: Array<{ key: string; title: string; client: string; clientTitle: string; link: string; extname: `.${string}`; convert: (request: PreparedRequest) => string }> = [
  { key: 'dart', title: 'Dart', client: 'http', clientTitle: 'http', link: 'https://pub.dev/packages/http', extname: '.dart', convert: dartSample },
  { key: 'rust', title: 'Rust', client: 'reqwest', clientTitle: 'reqwest', link: 'https://docs.rs/reqwest', extname: '.rs', convert: rustSample },
  { key: 'postman', title: 'Postman CLI', client: 'cli', clientTitle: 'postman request', link: 'https://learning.postman.com/docs/postman-cli/postman-cli-overview/', extname: '.sh', convert: postmanCliSample },
];

/** Registers the targets with httpsnippet once (its registry is the module's). */
export function addSampleTargets(): void {
  const known = new Set(availableTargets().map((t) => t.key as string));
  for (const t of TARGETS) {
    if (known.has(t.key)) continue;
    const client: Client = { info: { key: t.client, title: t.clientTitle, link: t.link, description: `${t.title} with ${t.clientTitle}`, extname: t.extname }, convert: t.convert };
    addTarget({ info: { key: t.key as Target['info']['key'], title: t.title, default: t.client }, clientsById: { [t.client]: client } });
  }
}
