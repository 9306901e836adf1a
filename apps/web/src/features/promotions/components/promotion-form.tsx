import type { PromotionKind, PromotionTarget } from '@teatree/shared/promotions';
import type { Promotion, PromotionInput } from '@teatree/shared/schemas/promotion';
import { type ComponentProps, useState } from 'react';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { type Choice, ChoiceCards } from '../../../components/ui/choice-cards';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { OptionalLabel } from '../../../components/ui/optional-label';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-errors';
import { asNumber, numberText, optionalNumber } from '../../../lib/typed-number';
import { useSavePromotion } from '../api/promotions';
import { type TargetChoices, TargetFields } from './target-fields';

const KINDS: Choice<PromotionKind>[] = [
  { value: 'percent', label: 'Percentage', hint: 'A share off, such as 10 %.' },
  { value: 'amount', label: 'Fixed amount', hint: 'So many dollars off, such as $5.00.' },
];

const TARGETS: { target: PromotionTarget; label: string; hint: string }[] = [
  { target: 'order', label: 'Whole order', hint: 'Off every tea of the order.' },
  { target: 'teas', label: 'Some teas', hint: 'Off the teas chosen below, and no others.' },
  { target: 'categories', label: 'Some categories', hint: 'Off the teas of the categories chosen below.' },
  { target: 'shipping', label: 'Shipping', hint: 'Off the delivery: 100 % off makes shipping free.' },
  {
    target: 'gift',
    label: 'A free tea',
    hint: 'One of the size chosen below, free with each order; it combines with every other promotion.',
  },
];

/** The fields the owner types in, kept as typed: the numbers and the dates are read from them on saving. */
type Texts = Record<
  'code' | 'name' | 'percent' | 'amount' | 'startsAt' | 'endsAt' | 'minSubtotal' | 'maxUses' | 'maxUsesPerCustomer',
  string
>;
type TextKey = keyof Texts;

/** The rules the owner ticks, and how each is asked. */
type Rules = Record<'active' | 'combines', boolean>;
const RULE_LOOKS: Record<keyof Rules, { label: string; description: string }> = {
  active: { label: 'Active', description: 'Paused, it is kept but no order gets it.' },
  combines: {
    label: 'Combines with other promotions',
    description: 'Otherwise it is used alone, when it saves the shopper more than the others together.',
  },
};

function startTexts(promotion: Promotion | null): Texts {
  return {
    code: promotion?.code ?? '',
    name: promotion?.name ?? '',
    // A gift is kept as 100 % off its size: that is no percentage to offer when the owner makes it another kind.
    percent: promotion?.target === 'gift' ? '' : numberText(promotion?.percent),
    amount: numberText(promotion?.amount),
    startsAt: promotion?.startsAt ?? '',
    endsAt: promotion?.endsAt ?? '',
    minSubtotal: numberText(promotion?.minSubtotal),
    maxUses: numberText(promotion?.maxUses),
    maxUsesPerCustomer: numberText(promotion?.maxUsesPerCustomer),
  };
}

/**
 * How each typed field is asked, all but its value and its error: its label, its keyboard, its hint and an
 * example. The start and the end are in the shop's time zone, which their labels name.
 */
function textLooks(
  timeZone: string,
): Record<TextKey, Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error'>> {
  return {
    code: {
      label: <OptionalLabel>Code</OptionalLabel>,
      maxLength: 32,
      autoCapitalize: 'characters',
      autoComplete: 'off',
      spellCheck: false,
      hint: 'Leave empty for an automatic offer. Letters, digits, - or _; saved in capitals.',
      placeholder: 'SPRING10',
    },
    name: {
      label: 'Name',
      maxLength: 80,
      hint: 'An automatic offer shows by its name in the cart and on the order.',
      placeholder: 'Spring sale',
    },
    percent: {
      label: 'Percent off (%)',
      inputMode: 'numeric',
      hint: 'A whole number from 1 to 100.',
      placeholder: '10',
    },
    amount: { label: 'Amount off ($)', inputMode: 'decimal', placeholder: '5.00' },
    startsAt: {
      label: <OptionalLabel>Start ({timeZone})</OptionalLabel>,
      type: 'datetime-local',
      hint: 'Empty: from now on.',
    },
    endsAt: { label: <OptionalLabel>End ({timeZone})</OptionalLabel>, type: 'datetime-local', hint: 'Empty: no end.' },
    minSubtotal: {
      label: <OptionalLabel>Minimum subtotal ($)</OptionalLabel>,
      inputMode: 'decimal',
      hint: 'The teas of the order must come to this much.',
    },
    maxUses: { label: <OptionalLabel>Total uses</OptionalLabel>, inputMode: 'numeric', hint: 'Empty: no limit.' },
    maxUsesPerCustomer: {
      label: <OptionalLabel>Uses per customer</OptionalLabel>,
      inputMode: 'numeric',
      hint: 'Empty: no limit.',
    },
  };
}

type PromotionFormProps = {
  /** The promotion to change, or null for a new one. */
  promotion: Promotion | null;
  /** The shop's time zone, which the start and the end are in. */
  timeZone: string;
  open: boolean;
  onClose: () => void;
};

/**
 * A discount code, or an automatic offer without one (docs/decisions/0035-promotions.md): what it takes
 * off and off what, when it runs, its minimum and limits, and whether it combines with other promotions.
 * A gift gives one of a size of a tea instead: it has no discount of its own and always combines.
 * The server checks it all, and its messages show under the fields they name.
 */
export function PromotionForm({ promotion, timeZone, open, onClose }: PromotionFormProps) {
  const save = useSavePromotion();
  const [texts, setTexts] = useState<Texts>(() => startTexts(promotion));
  const [kind, setKind] = useState<PromotionKind>(promotion?.kind ?? 'percent');
  const [target, setTarget] = useState<PromotionTarget>(promotion?.target ?? 'order');
  const [choices, setChoices] = useState<TargetChoices>(() => ({
    productIds: promotion?.productIds ?? [],
    categories: promotion?.categories ?? [],
    methodIds: promotion?.methodIds ?? [],
    giftSizeId: promotion?.giftSizeId ?? '',
  }));
  const [rules, setRules] = useState<Rules>({
    active: promotion?.active ?? true,
    combines: promotion?.combines ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const gift = target === 'gift';
  const { code, name, percent, amount, startsAt, endsAt, minSubtotal, maxUses, maxUsesPerCustomer } = texts;
  const { productIds, categories, methodIds, giftSizeId } = choices;

  // A gift has no discount of its own (the server keeps it as 100 % off its size) and always combines.
  const toInput = (): PromotionInput => ({
    code: code.trim() === '' ? null : code.trim(),
    name,
    kind: gift ? 'percent' : kind,
    percent: !gift && kind === 'percent' ? asNumber(percent) : null,
    amount: !gift && kind === 'amount' ? asNumber(amount) : null,
    target,
    productIds: target === 'teas' ? productIds : [],
    categories: target === 'categories' ? categories : [],
    methodIds: target === 'shipping' ? methodIds : [],
    giftSizeId: gift && giftSizeId !== '' ? giftSizeId : null,
    startsAt: startsAt === '' ? null : startsAt,
    endsAt: endsAt === '' ? null : endsAt,
    minSubtotal: optionalNumber(minSubtotal),
    maxUses: optionalNumber(maxUses),
    maxUsesPerCustomer: optionalNumber(maxUsesPerCustomer),
    active: rules.active,
    combines: gift || rules.combines,
  });

  /** The fields the form shows now: a refusal naming none of them is said in a red toast. */
  const shown = new Set([
    'code',
    'name',
    ...(gift ? [] : ['kind', kind]),
    'target',
    ...(target === 'teas'
      ? ['productIds']
      : target === 'categories'
        ? ['categories']
        : target === 'shipping'
          ? ['methodIds']
          : gift
            ? ['giftSizeId']
            : []),
    'startsAt',
    'endsAt',
    'minSubtotal',
    'maxUses',
    'maxUsesPerCustomer',
    'active',
    ...(gift ? [] : ['combines']),
  ]);

  const submit = () => {
    setErrors({});
    save.mutate(
      { promotionId: promotion?._id, promotion: toInput() },
      {
        onSuccess: () => {
          toast.success('Promotion saved');
          onClose();
        },
        onError: (error) => {
          // A field's message by the field's own name: "productIds.0" is said under the teas.
          const fields: Record<string, string> = {};
          for (const [field, message] of Object.entries(error instanceof ApiError ? error.fields : {})) {
            fields[field.split('.')[0]!] ??= message;
          }
          setErrors(fields);
          if (!Object.keys(fields).some((field) => shown.has(field))) toast.error(failureMessage(error));
        },
      },
    );
  };

  const looks = textLooks(timeZone);
  /** One typed field by its name: how it looks, what was typed in it and what the server said of it. */
  const textField = (field: TextKey) => (
    <TextField
      {...looks[field]}
      value={texts[field]}
      onChange={(event) => setTexts((typed) => ({ ...typed, [field]: event.target.value }))}
      error={errors[field]}
    />
  );
  /** One of the rules ticked, by its name, as `textField` draws a typed field. */
  const ruleField = (rule: keyof Rules) => (
    <CheckboxLine
      {...RULE_LOOKS[rule]}
      checked={rules[rule]}
      onChange={(on) => setRules((ticked) => ({ ...ticked, [rule]: on }))}
      error={errors[rule]}
    />
  );

  return (
    <FormDialog
      open={open}
      busy={save.isPending}
      onClose={onClose}
      title={promotion ? `Edit ${promotion.name}` : 'New promotion'}
      description="A discount code shoppers enter, or an automatic offer that applies without one."
      submitLabel="Save promotion"
      onSubmit={submit}
    >
      {textField('code')}
      {textField('name')}
      {!gift && <ChoiceCards legend="Discount" choices={KINDS} value={kind} onChange={setKind} error={errors.kind} />}
      {gift ? null : textField(kind)}
      <SelectField
        label="Applies to"
        value={target}
        onChange={(event) => setTarget(event.target.value as PromotionTarget)}
        error={errors.target}
        hint={TARGETS.find((option) => option.target === target)?.hint}
      >
        {TARGETS.map((option) => (
          <option key={option.target} value={option.target}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TargetFields
        target={target}
        open={open}
        errors={errors}
        choices={choices}
        onChange={(change) => setChoices((chosen) => ({ ...chosen, ...change }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {textField('startsAt')}
        {textField('endsAt')}
      </div>
      {textField('minSubtotal')}
      <div className="grid grid-cols-2 gap-3">
        {textField('maxUses')}
        {textField('maxUsesPerCustomer')}
      </div>
      {ruleField('active')}
      {gift ? (
        <p className="text-sm text-base-content/70">A free tea always combines with other promotions.</p>
      ) : (
        ruleField('combines')
      )}
    </FormDialog>
  );
}
