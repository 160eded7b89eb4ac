import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '../../lib/i18n';
import { descriptionOf } from '../../test/render-app';
import { DateField, type DateFieldProps } from './DateField';

/** A form's state around the field: the value it holds is shown beside it. */
function Form(props: { initial?: string } & Partial<DateFieldProps>) {
  const { initial = '', ...field } = props;
  const [value, setValue] = useState(initial);
  return (
    <Suspense fallback={null}>
      <DateField
        label="Date of birth"
        name="dateOfBirth"
        {...field}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Form value">{value}</output>
      <button type="button">Elsewhere</button>
    </Suspense>
  );
}

const formValue = () => screen.getByRole('status', { name: 'Form value' }).textContent;
const field = () => screen.getByLabelText('Date of birth') as HTMLInputElement;

describe('DateField (issue 31)', () => {
  afterEach(() => chooseLocale('en'));

  it('reads a date typed as DD/MM/YYYY in English and keeps it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(field().placeholder).toBe('DD/MM/YYYY');
    expect(field().name).toBe('dateOfBirth');
    await user.type(field(), '5/1/1990');
    expect(formValue()).toBe('1990-01-05');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field().value).toBe('05/01/1990');
  });

  it('shows the date the form holds in the language’s order', async () => {
    render(<Form initial="1950-12-24" />);
    expect((await screen.findByLabelText('Date of birth')).getAttribute('value')).toBe(
      '24/12/1950',
    );
  });

  it('takes a pasted ISO date, and writes it in the language’s order on leaving', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(field());
    await user.paste('1990-05-01');
    expect(formValue()).toBe('1990-05-01');
    await user.tab();
    expect(field().value).toBe('01/05/1990');
  });

  it('keeps an impossible date as typed and says how to write one', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '31/02/2000');
    expect(formValue()).toBe('31/02/2000');
    // Not wrong yet while it is typed.
    expect(field().getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field().value).toBe('31/02/2000');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field())).toBe('Enter the date as DD/MM/YYYY');
  });

  it('shows the form’s own message about a whole date', () => {
    render(
      <Form initial="2099-01-01" error helperText="The date of birth cannot be in the future" />,
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field())).toBe('The date of birth cannot be in the future');
  });

  it('reads and writes German dates as TT.MM.JJJJ', async () => {
    const user = userEvent.setup();
    await chooseLocale('de');
    render(<Form initial="1950-12-24" />);
    const input = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    expect(input.placeholder).toBe('TT.MM.JJJJ');
    expect(input.value).toBe('24.12.1950');
    await user.clear(input);
    await user.type(input, '1.5.1990');
    expect(formValue()).toBe('1990-05-01');
    await user.tab();
    expect(input.value).toBe('01.05.1990');
    await user.clear(input);
    await user.type(input, '12/24/1950');
    await user.tab();
    expect(descriptionOf(input)).toBe('Geben Sie das Datum als TT.MM.JJJJ ein');
    expect(screen.getByRole('button', { name: 'Datum auswählen' })).toBeTruthy();
  });

  it('opens the calendar from a named button reached by Tab, and takes its day', async () => {
    const user = userEvent.setup();
    const showPicker = vi.fn();
    // jsdom has no calendar to open.
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
      configurable: true,
      value: showPicker,
    });
    render(<Form max="2000-01-01" />);
    await user.click(field());
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose a date' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(showPicker).toHaveBeenCalledOnce();
    const calendar = showPicker.mock.contexts[0] as HTMLInputElement;
    expect(calendar.type).toBe('date');
    expect(calendar.max).toBe('2000-01-01');
    fireEvent.change(calendar, { target: { value: '1999-03-14' } });
    expect(formValue()).toBe('1999-03-14');
    expect(field().value).toBe('14/03/1999');
    Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
  });

  it('follows a value the form sets itself', async () => {
    const { rerender } = render(<Suspense fallback={null}>{field1('1950-12-24')}</Suspense>);
    expect(field().value).toBe('24/12/1950');
    rerender(<Suspense fallback={null}>{field1('')}</Suspense>);
    expect(field().value).toBe('');
    rerender(<Suspense fallback={null}>{field1('2001-09-11')}</Suspense>);
    expect(field().value).toBe('11/09/2001');
  });
});

const field1 = (value: string) => (
  <DateField label="Date of birth" value={value} onChange={() => {}} />
);
