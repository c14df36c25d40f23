// Plain code without zod, so the public map can use it without loading the schemas.

/** Where the browser finds an uploaded image. */
export function uploadUrl(
  folder: 'categories' | 'maps',
  image: string | null | undefined,
): string | undefined {
  return image ? `/uploads/${folder}/${encodeURIComponent(image)}` : undefined;
}
