import { errorMessage } from '@store/api';
import { returnsApi } from '@store/api/returns';
import type { LineItem, OrderReturns } from '@store/contracts';
import {
  RETURN_NOTE_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
} from '@store/contracts/return-rules';
import { Button, capitalise, toast } from '@store/ui';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from '../../components/SelectField.tsx';
import { RETURN_TEXT } from './return-text.ts';

type Line = OrderReturns['lines'][number];

const exchangeLabel = (option: { size: string; color: string }) =>
  `${option.size} / ${capitalise(option.color)}`;

/**
 * Asks to return units of one delivered line (docs/product.md §2, order details): how many, why,
 * a refund or another size or colour of the product in stock, and an optional note. The server
 * checks everything again; its refusal is shown as it says it.
 */
export function ReturnForm({
  orderId,
  item,
  line,
  onDone,
  onCancel,
}: {
  orderId: string;
  item: LineItem;
  line: Line;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState('');
  const [resolution, setResolution] = useState<'refund' | 'exchange'>('refund');
  const [exchange, setExchange] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const noteId = useId();
  const reasonLabels = RETURN_REASONS.map((code) => RETURN_REASON_LABELS[code]);
  const quantities = Array.from({ length: line.returnable }, (_, index) => String(index + 1));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = RETURN_REASONS.find((candidate) => RETURN_REASON_LABELS[candidate] === reason) as
      | ReturnReason
      | undefined;
    if (!code) return setProblem(RETURN_TEXT.reasonRequired);
    const wanted = line.exchanges.find((option) => exchangeLabel(option) === exchange);
    if (resolution === 'exchange' && !wanted) return setProblem(RETURN_TEXT.exchangeRequired);
    setSaving(true);
    setProblem(null);
    try {
      await returnsApi.createReturn(orderId, {
        line: line.line,
        quantity: Number(quantity),
        reason: code,
        resolution,
        ...(note.trim() !== '' && { note }),
        ...(resolution === 'exchange' && wanted && { exchange: { size: wanted.size, color: wanted.color } }),
      });
      toast.success(RETURN_TEXT.requested);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, RETURN_TEXT.failed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="mt-3 space-y-4 rounded-lg border border-stone-200 p-4"
    >
      <h4 id={titleId} className="text-sm font-semibold text-ink">
        {RETURN_TEXT.formTitle(item.name)}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={RETURN_TEXT.quantity}
          placeholder={RETURN_TEXT.quantity}
          options={quantities}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value || '1')}
        />
        <SelectField
          label={RETURN_TEXT.reason}
          placeholder={RETURN_TEXT.chooseReason}
          options={reasonLabels}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{RETURN_TEXT.wanted}</legend>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${titleId}-resolution`}
              checked={resolution === 'refund'}
              onChange={() => setResolution('refund')}
            />
            {RETURN_TEXT.refund}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${titleId}-resolution`}
              checked={resolution === 'exchange'}
              disabled={line.exchanges.length === 0}
              onChange={() => setResolution('exchange')}
            />
            {RETURN_TEXT.exchange}
          </label>
        </div>
        {line.exchanges.length === 0 && (
          <p className="mt-1 text-xs text-stone-600">{RETURN_TEXT.noExchange}</p>
        )}
      </fieldset>
      {resolution === 'exchange' && (
        <SelectField
          label={RETURN_TEXT.exchangeFor}
          placeholder={RETURN_TEXT.chooseExchange}
          options={line.exchanges.map(exchangeLabel)}
          value={exchange}
          onChange={(event) => setExchange(event.target.value)}
        />
      )}
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium text-ink">
          {RETURN_TEXT.note}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={RETURN_NOTE_MAX}
          rows={3}
          aria-describedby={`${noteId}-hint`}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1.5 block w-full rounded-md border border-stone-300 bg-white p-3 text-base text-ink sm:text-sm"
        />
        <p id={`${noteId}-hint`} className="mt-1 text-xs text-stone-600">
          {RETURN_TEXT.noteHint}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-rose-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {RETURN_TEXT.submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          {RETURN_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
