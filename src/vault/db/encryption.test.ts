import { recordAssociatedData } from './encryption';
import { STORED_TABLE_NAMES } from './schema';

describe('recordAssociatedData', () => {
  it.each(['entry-1', 'a"quote\\slash', 'ملاحظة', 'emoji 😀', ''])(
    'is byte for byte the form records were sealed with, so they still open: %s',
    (id) => {
      for (const plain of [{}, { seq: 3 }, { g: 'r1', seq: 0 }]) {
        expect(recordAssociatedData('outbox', id, plain)).toBe(
          `r2:${STORED_TABLE_NAMES.outbox}:${JSON.stringify([id, plain])}`,
        );
      }
    },
  );
});
