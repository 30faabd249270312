import { filterOptions, type Option } from '@sika/domain';
import { useField } from 'formik';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { controlBox, FormField, useFieldError } from '../FormField/index.ts';

type ComboboxProps = {
  name: string;
  label: string;
  options: readonly Option[];
  /** Said and shown when the typed text matches no option. */
  noMatchText: string;
  placeholder?: string;
};

/**
 * A searchable dropdown: the WAI-ARIA 1.2 combobox pattern with list autocomplete and manual
 * selection. Typing filters the options by label, ignoring case; ArrowDown and ArrowUp move through
 * them, Enter or a click picks one, Escape closes the list (or, when closed, clears the text).
 *
 * The Formik value is the typed text until an option is picked, so the schema can tell "required"
 * from "not in the list"; leaving the field with a label typed in another case picks that option.
 * Like TextField, the error shows only once the field has been touched.
 */
export function Combobox({ name, label, options, noMatchText, placeholder }: ComboboxProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = useFieldError(name, meta);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  const chosen = options.find((option) => option.value === field.value);
  const text = chosen?.label ?? field.value;
  // A picked option shows the whole list again, so the vendor can change their mind.
  const visible = chosen ? options : filterOptions(options, text);
  const active = open ? visible[activeIndex] : undefined;
  const noMatch = open && visible.length === 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  function openAt(index: number) {
    setOpen(true);
    setActiveIndex(index);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: Option) {
    void helpers.setValue(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosenIndex = chosen ? visible.indexOf(chosen) : -1;
    const last = visible.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        openAt(open ? Math.min(activeIndex + 1, last) : Math.max(chosenIndex, 0));
        break;
      case 'ArrowUp':
        openAt(open ? Math.max(activeIndex - 1, 0) : chosenIndex >= 0 ? chosenIndex : last);
        break;
      case 'Enter':
        if (!open) return; // a closed list lets Enter submit the form
        if (active) choose(active);
        else close();
        break;
      case 'Escape':
        if (open) close();
        else void helpers.setValue('');
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function onBlur() {
    const typed = options.find((option) => option.label.toLowerCase() === text.trim().toLowerCase());
    close();
    // Touched first without validating, then the value validates: one validation, of the final value.
    void helpers.setTouched(true, false);
    void helpers.setValue(typed?.value ?? field.value);
  }

  return (
    <FormField label={label} error={error}>
      {(control, { labelId }) => (
        <Popup>
          <Input
            {...control}
            name={name}
            value={text}
            placeholder={placeholder}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            onChange={(event) => {
              void helpers.setValue(event.target.value);
              openAt(-1);
            }}
            onClick={() => (open ? close() : openAt(-1))}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
          <Chevron aria-hidden="true" />
          <Listbox
            ref={listRef}
            id={`${id}-listbox`}
            role="listbox"
            aria-labelledby={labelId}
            hidden={!open || noMatch}
          >
            {visible.map((option, index) => (
              // Keyboard use goes through the input (aria-activedescendant); the pointer picks here.
              <OptionItem
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                $active={index === activeIndex}
                $chosen={option === chosen}
                onMouseDown={(event) => event.preventDefault()} // keeps focus in the input
                onClick={() => choose(option)}
              >
                {option.label}
              </OptionItem>
            ))}
          </Listbox>
          <NoMatch aria-live="polite">{noMatch ? noMatchText : null}</NoMatch>
        </Popup>
      )}
    </FormField>
  );
}

const Popup = styled.div`
  position: relative;
`;

/** Room on the right for the chevron. */
const Input = styled.input`
  ${controlBox}
  padding-right: 2.5rem;
`;

/** A downward triangle drawn with borders; clicks pass through to the input. */
const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.md};
  border: 6px solid transparent;
  border-top-color: ${({ theme }) => theme.colors.mutedText};
  border-bottom-width: 0;
  transform: translateY(-50%);
  pointer-events: none;
`;

const popupSurface = `
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 10;
  margin: 0;
`;

const Listbox = styled.ul`
  ${popupSurface}
  max-height: 18rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const OptionItem = styled.li<{ $active: boolean; $chosen: boolean }>`
  min-height: ${({ theme }) => theme.sizes.minTarget};
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  font-weight: ${({ $chosen }) => ($chosen ? 700 : 400)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.background)};
  }
`;

const NoMatch = styled.p`
  ${popupSurface}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.mutedText};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  /* Empty, it stays in the accessibility tree (so the live region is heard) but takes no room. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;
