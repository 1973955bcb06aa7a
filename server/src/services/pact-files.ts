import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { newTempPath, removeQuietly, resolveInside } from './file-storage';

/**
 * The Word documents of templates and contracts in the storage folder. Names are
 * always generated here (never a client's), relative to the uploads folder.
 */
export const newTemplateFileName = () => `pact/${randomUUID()}.docx`;
export const newContractFileName = () => `pact/contracts/${randomUUID()}.docx`;

/** Stored names have exactly the shapes above; anything else in a row is not opened. */
const STORED_NAME = /^pact\/(contracts\/)?[0-9a-f-]{36}\.docx$/;

/**
 * Writes `bytes` under `name` atomically: a temporary file in the same storage
 * folder, then a rename, so a reader never sees half a document.
 */
export async function writeStoredDocx(uploadDir: string, name: string, bytes: Buffer): Promise<void> {
  if (!STORED_NAME.test(name)) throw new Error(`not a stored document name: ${name}`);
  const target = path.join(uploadDir, ...name.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = await newTempPath(uploadDir);
  try {
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  } catch (error) {
    await removeQuietly([temporary]);
    throw error;
  }
}

/** The bytes of a stored document; null when the name is not one of ours or the file is gone. */
export async function readStoredDocx(uploadDir: string, name: string | null): Promise<Buffer | null> {
  if (!name || !STORED_NAME.test(name)) return null;
  const file = await resolveInside(uploadDir, name);
  return file ? fs.readFile(file.path) : null;
}

/** Removes stored documents (those already gone or not ours are skipped). */
export async function removeStoredDocx(uploadDir: string, names: readonly (string | null)[]): Promise<void> {
  const paths = names
    .filter((name): name is string => !!name && STORED_NAME.test(name))
    .map((name) => path.join(uploadDir, ...name.split('/')));
  await removeQuietly(paths);
}
