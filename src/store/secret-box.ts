// Event passwords kept so that editors can read them back (WordPress shows them to editors, and an export carries
// them), yet never in plain text at rest: sealed with AES-256-GCM under a key kept in a file of its own beside the
// calendar (mode 0600), so a copy of the calendar alone reveals none of them. Without the key, sealed passwords
// cannot be read back; the salted hash beside each one still checks a visitor's password.
import { errorCode } from '../typing/caught-error.js';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when the key is missing or is not the one it was sealed with. */
  open(sealed: string): string | undefined;
}

const VERSION = 'v1';

/** A new key, as the text a key is kept as (base64 of 32 random bytes). */
export function newKeyText(): string {
  return randomBytes(32).toString('base64');
}

/** The key a key text holds, or undefined when it holds none. */
export function keyOfText(text: string): Buffer | undefined {
  const key = Buffer.from(text.trim(), 'base64');
  return key.length === 32 ? key : undefined;
}

function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join(':');
}

function openWith(key: Buffer | undefined, sealed: string): string | undefined {
  const [version, iv, tag, data] = sealed.split(':');
  if (!key || version !== VERSION || iv === undefined || tag === undefined || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A box whose key is held in memory, read with the calendar (a database keeps it in a table of its own). */
export class HeldKeySecretBox implements SecretBox {
  private readonly key: Buffer;

  /** `text`: the key as kept (keyOfText). */
  constructor(private readonly text: string) {
    const key = keyOfText(text);
    if (!key) throw new Error('the calendar key is not a key');
    this.key = key;
  }

  /** The key text, for copying the calendar with its key. */
  keyText(): string {
    return this.text;
  }

  seal(plain: string): string {
    return sealWith(this.key, plain);
  }

  open(sealed: string): string | undefined {
    return openWith(this.key, sealed);
  }
}

export class FileKeySecretBox implements SecretBox {
  private key: Buffer | undefined;

  constructor(readonly keyFile: string) {}

  seal(plain: string): string {
    return sealWith(this.readKey() ?? this.createKey(), plain);
  }

  open(sealed: string): string | undefined {
    return openWith(this.readKey(), sealed);
  }

  /** The key text, when the file holds a key (for copying a calendar with its key). */
  keyText(): string | undefined {
    return this.readKey()?.toString('base64');
  }

  private readKey(): Buffer | undefined {
    if (this.key) return this.key;
    try {
      this.key = keyOfText(readFileSync(this.keyFile, 'utf8'));
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    return this.key;
  }

  /** A new key, written only if no other process wrote one first (then that one is used). */
  private createKey(): Buffer {
    try {
      writeFileSync(this.keyFile, `${newKeyText()}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const key = this.readKey();
    if (!key) throw new Error(`${this.keyFile} does not hold a key`);
    return key;
  }
}

/** The key file of a calendar file. */
export function keyFileOf(calendarFile: string): string {
  return `${calendarFile}.key`;
}
