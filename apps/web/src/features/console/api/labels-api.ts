import { labelSheetPreviewSchema, type LabelSheet } from '@pr/contracts/labels';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { downloadPostedFile } from '../../../shared/api/download-file';

const LABELS = '/console/labels';

/** How many labels and pages a sheet would hold, and what its QR codes hold. */
export const labelSheetPreviewQuery = (sheet: LabelSheet) =>
  queryOptions({
    queryKey: ['console', 'labels', sheet],
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: `${LABELS}/preview`,
        body: sheet,
        parse: (body) => labelSheetPreviewSchema.parse(body),
        signal,
      }),
    retry: false,
  });

/** Downloads the sheet's PDF; a refusal is the ApiError of the server's answer. */
export function downloadLabelSheet(sheet: LabelSheet): Promise<void> {
  return downloadPostedFile(
    LABELS,
    sheet,
    `labels-${sheet.productModel}-${sheet.serialFrom}-${sheet.serialTo}.pdf`,
  );
}
