// Reading all of a stream (stdin for --from-file -, --password-stdin, import -) as UTF-8 text or as bytes.
export async function readStreamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

export async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  return (await readStreamBytes(stream)).toString('utf8');
}
