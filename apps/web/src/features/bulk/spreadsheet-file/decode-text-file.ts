const UTF16LE_BOM = [0xff, 0xfe] as const;

/**
 * Where windows-1252 differs from Latin-1: bytes 0x80–0x9F (€, ‚, „, …, Œ, ...); the five
 * unassigned bytes keep their Latin-1 code. Mapped here because Node's TextDecoder reads
 * 'windows-1252' as Latin-1 and would turn € into a control character.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
] as const;

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) =>
      String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char.charCodeAt(0)),
    );
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * The text of a CSV file as Excel writes it: UTF-8 with or without BOM ("CSV UTF-8"),
 * UTF-16 LE with BOM ("Unicode text"), or the Windows code page of Western Europe
 * ("CSV"), recognised by not being valid UTF-8. A byte order mark is dropped.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
