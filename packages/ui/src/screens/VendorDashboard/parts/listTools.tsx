// The search box and the dropdowns above the dashboard's lists (All Products, Your Orders); each
// narrows or orders the list on the device.
//
// Not through FormField, on purpose: these show in the dashboard's first load, where FormField's code
// is not (it comes with the forms), and bringing it costs about 680 B gzip, over the route's budget.
// A filter has no error to wire, so a plain label is all FormField would add.
import type { Option } from '@sika/domain';
import { useId } from 'react';
import { ListTool } from './listLayout.ts';

/** How long typing rests before a search goes to the server: one request per word, not per key. */
export const SEARCH_REST_MS = 300;

type ToolProps = { label: string; value: string; onChange: (value: string) => void };

export function SearchTool({ label, value, onChange }: ToolProps) {
  const id = useId();
  return (
    <ListTool>
      {/* eslint-disable-next-line no-restricted-syntax -- see the top of this file */}
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </ListTool>
  );
}

export function ChoiceTool({ label, value, onChange, options }: ToolProps & { options: readonly Option[] }) {
  const id = useId();
  return (
    <ListTool>
      {/* eslint-disable-next-line no-restricted-syntax -- see the top of this file */}
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </ListTool>
  );
}
