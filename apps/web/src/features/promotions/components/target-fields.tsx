import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import type { PromotionTarget } from '@teatree/shared/promotions';
import { useId } from 'react';
import { HiOutlineXMark } from 'react-icons/hi2';
import { FieldFrame } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { categoryNames, useCategories } from '../../../lib/categories';
import { methodChoicesQuery, teaChoicesQuery } from '../api/catalogue';

/** What a promotion applies to, as picked for each target: each keeps its own while the owner tries another. */
export type TargetChoices = { productIds: string[]; categories: string[]; methodIds: string[]; giftSizeId: string };

type TargetFieldsProps = {
  target: PromotionTarget;
  /** Whether the form is open: its choices are asked for only then. */
  open: boolean;
  errors: Record<string, string>;
  choices: TargetChoices;
  /** Takes the choices changed, the others kept. */
  onChange: (change: Partial<TargetChoices>) => void;
};

/**
 * What a promotion applies to, as the promotion form asks it (docs/decisions/0035-promotions.md): the
 * teas picked, the categories or the delivery methods ticked, or the size of a tea a gift gives. The
 * teas and the methods are asked for only when the form needs them.
 */
export function TargetFields({ target, open, errors, choices, onChange }: TargetFieldsProps) {
  const { productIds, categories, methodIds, giftSizeId } = choices;
  const teaPickId = useId();
  const gift = target === 'gift';
  const teas = useQuery({ ...teaChoicesQuery, enabled: open && (target === 'teas' || gift) });
  const teaName = (id: string) => teas.data?.find((tea) => tea.id === id)?.name;
  const giftSizes = (teas.data ?? []).flatMap((tea) =>
    tea.sizes.map((size) => ({ id: size.id, label: `${tea.name} — ${size.label} (${formatPrice(size.price)})` })),
  );
  const methods = useQuery({ ...methodChoicesQuery, enabled: open && target === 'shipping' });
  const shopCategories = useCategories({ enabled: open && target === 'categories' });
  // The shop's categories in the owner's order, then any the promotion names that the shop no longer keeps.
  const categoryChoices = shopCategories.data
    ? [...new Set([...categoryNames(shopCategories.data), ...categories])]
    : categories;
  const toggleCategory = (category: string, on: boolean) =>
    onChange({ categories: on ? [...categories, category] : categories.filter((c) => c !== category) });

  return (
    <>
      {target === 'teas' && (
        <FieldFrame
          id={teaPickId}
          label="Teas"
          error={errors.productIds}
          hint={teas.isError ? 'The teas could not be loaded just now.' : undefined}
        >
          <select
            id={teaPickId}
            className="select w-full bg-base-100"
            value=""
            aria-invalid={Boolean(errors.productIds)}
            aria-describedby={errors.productIds ? `${teaPickId}-error` : undefined}
            disabled={!teas.data}
            onChange={(event) => {
              const id = event.target.value;
              if (id && !productIds.includes(id)) onChange({ productIds: [...productIds, id] });
            }}
          >
            <option value="">{teas.data ? 'Add a tea…' : 'Loading the teas…'}</option>
            {teas.data?.map((tea) => (
              <option key={tea.id} value={tea.id} disabled={productIds.includes(tea.id)}>
                {tea.name} ({tea.category})
              </option>
            ))}
          </select>
          {productIds.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Teas of the promotion">
              {productIds.map((id) => {
                const label = teaName(id) ?? (teas.data ? 'A tea no longer sold' : 'A tea');
                return (
                  <li key={id} className="badge badge-lg gap-1 border-base-300 bg-base-200 pr-1">
                    {label}
                    <button
                      type="button"
                      className="btn btn-ghost btn-circle btn-xs"
                      aria-label={`Remove ${label}`}
                      onClick={() => onChange({ productIds: productIds.filter((other) => other !== id) })}
                    >
                      <HiOutlineXMark aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </FieldFrame>
      )}
      {gift && (
        <SelectField
          label="Tea and size to give"
          value={giftSizeId}
          onChange={(event) => onChange({ giftSizeId: event.target.value })}
          error={errors.giftSizeId}
          hint={teas.isError ? 'The teas could not be loaded just now.' : undefined}
          disabled={!teas.data}
        >
          <option value="">{teas.data ? 'Choose a size…' : 'Loading the teas…'}</option>
          {giftSizes.map((size) => (
            <option key={size.id} value={size.id}>
              {size.label}
            </option>
          ))}
          {/* The size the gift gives, kept when the shop no longer sells it. */}
          {teas.data && giftSizeId !== '' && !giftSizes.some((size) => size.id === giftSizeId) && (
            <option value={giftSizeId}>A size no longer sold</option>
          )}
        </SelectField>
      )}
      {target === 'categories' && (
        <fieldset>
          <legend className="mb-1.5 font-medium">Categories</legend>
          {!shopCategories.data && (
            <p className="mb-2 text-sm text-base-content/70">
              {shopCategories.isError ? 'The categories could not be loaded just now.' : 'Loading the categories…'}
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {categoryChoices.map((category) => (
              <label key={category} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary"
                  checked={categories.includes(category)}
                  onChange={(event) => toggleCategory(category, event.target.checked)}
                />
                <span>{category}</span>
              </label>
            ))}
          </div>
          {errors.categories && <p className="mt-1.5 text-sm font-medium text-error">{errors.categories}</p>}
        </fieldset>
      )}
      {target === 'shipping' && (
        <fieldset>
          <legend className="mb-1.5 font-medium">Delivery methods</legend>
          <p className="mb-2 text-sm text-base-content/70">None ticked: every method.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {(methods.data ?? []).map((method) => (
              <label key={method.id} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary"
                  checked={methodIds.includes(method.id)}
                  onChange={(event) =>
                    onChange({
                      methodIds: event.target.checked
                        ? [...methodIds, method.id]
                        : methodIds.filter((id) => id !== method.id),
                    })
                  }
                />
                <span>{method.label}</span>
              </label>
            ))}
          </div>
          {errors.methodIds && <p className="mt-1.5 text-sm font-medium text-error">{errors.methodIds}</p>}
        </fieldset>
      )}
    </>
  );
}
