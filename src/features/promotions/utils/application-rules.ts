// The application form's checks before anything is uploaded (spec M5-3, M9-5): the remark's length as people count
// characters, and each picked file's kind (png or jpg by its first bytes, not its name), size and the count. The
// server checks the same again.

export const REMARK_MAX = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const remarkLength = (remark: string): number => [...remark.trim()].length;

export type ImageProblem = 'image_not_png_or_jpg' | 'image_too_large' | 'too_many_images';

/** png or jpg by its magic bytes; null otherwise. */
export function imageKind(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The first problem of adding these files to those already picked, or null. */
export function checkPicked(already: number, files: readonly { size: number; head: Uint8Array }[]): ImageProblem | null {
  if (already + files.length > MAX_IMAGES) return 'too_many_images';
  for (const f of files) {
    if (imageKind(f.head) === null) return 'image_not_png_or_jpg';
    if (f.size > MAX_IMAGE_BYTES) return 'image_too_large';
  }
  return null;
}

/** A file's first bytes and its base64 (for the JSON body). */
export async function readImageFile(file: File): Promise<{ size: number; head: Uint8Array; base64: string; type: string; name: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return { size: file.size, head: bytes.subarray(0, 8), base64: btoa(binary), type: imageKind(bytes.subarray(0, 8)) ?? file.type, name: file.name };
}
