import { formats } from '../formats';
import { flag, ids, list, optional, record, text, type SubmitSchema } from '../param-schema';

/** delete_private_keys and export_private_key (spec section 4.2). */
export const privateKeySchemas = {
  delete_private_keys: {
    params: record({ privateKeyIds: ids(), deleteWithoutExport: optional(flag()) }),
    result: record({ privateKeyIds: list(text()) }),
  },
  export_private_key: {
    params: record({ privateKeyId: text(), targetPublicKey: text(formats.uncompressedP256) }),
    result: record({ privateKeyId: text(), exportBundle: text() }),
  },
} satisfies Record<string, SubmitSchema>;
