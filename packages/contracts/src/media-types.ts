/** The media type of an Excel workbook (.xlsx), as browsers and servers name the files. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
