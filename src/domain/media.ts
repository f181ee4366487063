// Media entries for featured images: recognising image URLs and the MIME type of their extension.

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  heic: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The image extension of a URL path (`jpg`), or undefined when it does not name an image. */
export function imageExtension(pathname: string): string | undefined {
  const match = /\.([a-z0-9]+)$/i.exec(pathname);
  const extension = match?.[1]?.toLowerCase();
  return extension && extension in IMAGE_TYPES ? extension : undefined;
}

export function mimeOfExtension(extension: string): string {
  return IMAGE_TYPES[extension] ?? 'application/octet-stream';
}

export function isImageMime(mime: string): boolean {
  return mime.startsWith('image/');
}
