import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryAddressInput } from '@teatree/shared/schemas/address';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddressFields } from '../address-fields';

/** An order-like form holding the address under `address.`, as a checkout would. */
const orderForm = z.object({ address: deliveryAddressInput });

function OrderForm() {
  const form = useForm({
    resolver: zodResolver(orderForm),
    defaultValues: {
      address: { fullName: '', country: 'GB', line1: '', line2: '', city: '', region: '', postalCode: '', phone: '' },
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <AddressFields shopCountry="GB" prefix="address." />
        <button type="submit">Place order</button>
      </form>
    </FormProvider>
  );
}

describe('the address fields', () => {
  it("ask the country's fields in its words, with the browser's autofill names, the shop's country first", async () => {
    const user = userEvent.setup();
    render(<OrderForm />);
    const country = screen.getByLabelText('Country');
    expect(country).toHaveAttribute('autocomplete', 'country');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('United Kingdom');
    expect(screen.getByLabelText('Town or city')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.queryByLabelText(/State/)).toBeNull();

    await user.selectOptions(country, 'US');
    expect(screen.getByLabelText('State')).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByRole('option', { name: 'Illinois' })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();

    await user.selectOptions(country, 'HK');
    expect(screen.queryByLabelText(/code/i)).toBeNull();
    expect(screen.getByLabelText('Area')).toBeInTheDocument();
  });

  it('show each error under its field, nested under the prefix', async () => {
    const user = userEvent.setup();
    render(<OrderForm />);
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('ZIP code'), '123');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter a ZIP code like 95014')).toBeVisible();
    expect(screen.getByText('Choose a state')).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a phone number')).toBeVisible();
  });
});
