import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../shared/domain/business-calendar';
import { PROOF_MAX_BYTES } from '../../../shared/domain/cash-proof';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { post, signIn } from '../../test/auth-client';
import { plus, png, useCashTestApp } from '../../test/cash-test-kit';

/** The cash service (issue 13) through HTTP on the demo book: Deposits with proofs (refusals by content and size), replays, and the deposit cut-off. */

const { state, key, call, admin, cash, deposit, nextDayAt } = useCashTestApp();

describe('deposits', () => {
  it('accepts through P -> PR -> A and credits cash once', async () => {
    const before = await cash('HKD');
    const placed = await deposit('1000.50');
    expect(placed.result).toBe('0');
    const id = placed.instruction?.id ?? 0;
    expect(placed.instruction).toMatchObject({ status: 'P', hasProof: true, canCancel: true });
    expect((await cash('HKD')).available).toBe(before.available);
    expect((await admin(id, 'accept')).instruction?.status).toBe('A');
    expect((await cash('HKD')).available).toBe(plus(before.available, '1000.5'));
    expect((await admin(id, 'accept')).result).toBe(CASH_RESULT.instructionNotCancellable);
    const { instructions } = await call('cash/searchInstructions', { accountCode: 'C10001' });
    const stored = instructions.find((row) => row.id === id);
    expect(stored?.changes.map((change) => change.to)).toEqual(['P', 'PR', 'A']);
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      limit: 1,
    });
    expect(movements[0]).toMatchObject({ type: 'D', amount: '1000.5', cashInstructionId: id });
    const proof = await call('cash/loadDepositProof', { accountCode: 'C10001', instructionId: id });
    expect(proof.proof).toMatchObject({ fileName: 'slip.png', contentType: 'image/png' });
  });

  it('rejects and cancels without touching cash; only an admin decides', async () => {
    const before = await cash('HKD');
    const rejected = (await deposit('200')).instruction?.id ?? 0;
    expect((await admin(rejected, 'reject')).instruction?.status).toBe('R');
    const cancelled = (await deposit('300')).instruction?.id ?? 0;
    const cancel = () =>
      call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: cancelled });
    expect((await cancel()).instruction?.status).toBe('C');
    expect((await cancel()).result).toBe(CASH_RESULT.instructionNotCancellable);
    expect(await cash('HKD')).toEqual(before);
    const reply = await post(
      state.t.app,
      'cash/decideInstruction',
      { instructionId: cancelled, decision: 'accept' },
      await signIn(state.t.app, 'C10001'),
    );
    expect(reply.statusCode).toBe(403);
  });

  it('answers a replayed key with the first request and refuses other content under it', async () => {
    const idempotencyKey = key();
    const first = await deposit('10', { idempotencyKey });
    const again = await deposit('10', { idempotencyKey });
    expect(again).toMatchObject({ isReplay: true, instruction: { id: first.instruction?.id } });
    expect((await deposit('11', { idempotencyKey })).result).toBe(
      CASH_RESULT.depositDuplicateReference,
    );
  });

  it('replays a key whose amount is written otherwise ("100" and "100.00")', async () => {
    const idempotencyKey = key();
    const first = await deposit('100', { idempotencyKey });
    const again = await deposit('100.00', { idempotencyKey });
    expect(again).toMatchObject({ isReplay: true, instruction: { id: first.instruction?.id } });
    expect((await deposit('100.01', { idempotencyKey })).result).toBe(
      CASH_RESULT.depositDuplicateReference,
    );
  });

  it('refuses proofs by content and size, and a missing proof', async () => {
    const exe = Buffer.from('MZ\u0090\u0000\u0003\u0000binary').toString('base64');
    const refusal = async (proof: { fileName: string; contentBase64: string } | undefined) =>
      (await deposit('100', proof ? { proof } : { proof: undefined })).result;
    expect(await refusal({ fileName: 'slip.pdf', contentBase64: exe })).toBe(
      CASH_RESULT.depositProofInvalidType,
    );
    // A PNG's bytes named .pdf: the name must agree with the content.
    expect(await refusal({ fileName: 'slip.pdf', contentBase64: png() })).toBe(
      CASH_RESULT.depositProofInvalidType,
    );
    const text = Buffer.from('paid HKD 100 on 1 Dec\n').toString('base64');
    expect(await refusal({ fileName: 'slip.png', contentBase64: text })).toBe(
      CASH_RESULT.depositProofInvalidType,
    );
    expect(await refusal({ fileName: 'slip.txt', contentBase64: text })).toBe('0');
    const pdf = Buffer.alloc(PROOF_MAX_BYTES + 1, 0x20);
    pdf.write('%PDF-1.7');
    expect(await refusal({ fileName: 'slip.pdf', contentBase64: pdf.toString('base64') })).toBe(
      CASH_RESULT.depositProofTooLarge,
    );
    expect(await refusal(undefined)).toBe(CASH_RESULT.depositProofMissing);
    expect((await deposit('100', { currency: 'JPY' })).result).toBe(
      CASH_RESULT.depositInvalidCurrency,
    );
    expect((await deposit('100.001')).result).toBe(CASH_RESULT.depositInvalidAmount);
  });

  it('stores a proof under a safe display name: basename, no controls or bidi overrides', async () => {
    const stored = async (fileName: string) => {
      const placed = await deposit('10', { proof: { fileName, contentBase64: png() } });
      expect([fileName, placed.result]).toEqual([fileName, '0']);
      const instructionId = placed.instruction?.id ?? 0;
      return (await call('cash/loadDepositProof', { accountCode: 'C10001', instructionId })).proof
        ?.fileName;
    };
    const cases: [string, string][] = [
      ['C:\\Users\\me\\Desktop\\slip.png', 'slip.png'],
      ['../../etc/passwd/slip.png', 'slip.png'],
      ['bank\u202Egnp.exe\u202C.png', 'bankgnp.exe.png'],
      // U+0000 never gets this far: read-input refuses it as invalid_character.
      ['\u2066slip\u2069 \u0007copy\u0008\u001b[31m\u0085.png', 'slip copy[31m.png'],
      ['my \t\n  bank\u00a0\u00a0slip.png', 'my bank slip.png'],
      ['<img src=x onerror=alert(1)>.png', '<img src=x onerror=alert(1)>.png'],
      [`${'a'.repeat(190)}.png`, `${'a'.repeat(96)}.png`],
      ['/\u202E.png', 'proof.png'],
    ];
    for (const [sent, shown] of cases) expect([sent, await stored(sent)]).toEqual([sent, shown]);
  });

  it('values a deposit today before the cut-off and the next business day after it', async () => {
    const day = nextDayAt('16:29');
    expect((await deposit('1')).instruction?.valueDate).toBe(day);
    state.t.clock.now = cutOffInstant(day, '16:30');
    expect((await deposit('1')).instruction?.valueDate).toBe(addBusinessDays(day, 1));
  });
});
