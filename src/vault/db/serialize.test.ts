import { encodeRecord, RecordBatch, UNREADABLE } from './serialize';

describe('RecordBatch', () => {
  it('decodes a page of records together, each as it was written', () => {
    const batch = new RecordBatch();
    const records = [
      { text: 'first' },
      { data: new Uint8Array([1, 2, 3]) },
      { text: 'ثالث', n: 3 },
      { text: 'x'.repeat(40_000) },
    ];
    const taken = records.map((record) => batch.take(encodeRecord(record)));
    const decoded = batch.finish();
    const values = taken.map((item) => ('value' in item ? item.value : decoded[item.batched]));
    expect(values).toEqual(records);
  });

  it('reports only the record that is not JSON, and the others still read', () => {
    const batch = new RecordBatch();
    const broken = encodeRecord({ text: 'broken' });
    broken[5] = 0x7b; // '{' where '"' was: no longer JSON
    const taken = [{ a: 1 }, null, { c: 3 }].map((record) =>
      batch.take(record ? encodeRecord(record) : broken),
    );
    const decoded = batch.finish();
    expect(taken.map((item) => ('batched' in item ? decoded[item.batched] : item))).toEqual([
      { a: 1 },
      UNREADABLE,
      { c: 3 },
    ]);
  });

  it('leaves no plaintext in its buffer once finished', () => {
    const batch = new RecordBatch();
    batch.take(encodeRecord({ secret: 'my sister in Leeds' }));
    batch.finish();
    const { bytes } = batch as unknown as { bytes: Uint8Array };
    expect(bytes.some((byte) => byte !== 0)).toBe(false);
  });
});
