import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a catalog of one radiator product with `devices` serials from `firstSerial` on, as
 * the importer's CSV files in `dir`; returns their paths.
 */
export function writeBenchCatalog(
  dir: string,
  devices: number,
  firstSerial: number,
): [string, string] {
  const productsFile = path.join(dir, 'products.csv');
  const devicesFile = path.join(dir, 'devices.csv');
  writeFileSync(
    productsFile,
    'model,deviceType,name_fr,name_de,name_en\nBENCH-RAD,RAD,Radiateur banc,Prüfheizkörper,Bench radiator\n',
  );
  const lines = ['serialNumber,productModel'];
  for (let i = 0; i < devices; i++) lines.push(`${firstSerial + i},BENCH-RAD`);
  writeFileSync(devicesFile, `${lines.join('\n')}\n`);
  return [productsFile, devicesFile];
}
