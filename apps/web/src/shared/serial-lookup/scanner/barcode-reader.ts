/** Reads the codes in a video frame: the texts found, none when there is no code. */
export type BarcodeReader = (frame: ImageData) => Promise<string[]>;

const FORMATS = ['qr_code', 'data_matrix', 'code_128', 'code_39', 'ean_13', 'itf'] as const;

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: ImageData): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own reader, where it has one that reads QR codes (Android, macOS, iOS 17+). */
async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector === undefined) return null;
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  const formats = FORMATS.filter((format) => supported.includes(format));
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats });
  return async (frame) => (await detector.detect(frame)).map((code) => code.rawValue);
}

/**
 * ZXing compiled to WebAssembly, served from our own origin (no CDN): the reader for every
 * other browser, loaded only when a scan starts.
 */
async function wasmReader(): Promise<BarcodeReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: () => wasmUrl } });
  return async (frame) =>
    (
      await readBarcodes(frame, {
        formats: ['QRCode', 'DataMatrix', 'Code128', 'Code39', 'EAN-13', 'ITF'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      })
    )
      .filter((result) => result.isValid)
      .map((result) => result.text);
}

/** The best reader this browser has. */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  return (await nativeReader()) ?? wasmReader();
}
