/**
 * A list of statements (a role's bullets, the summary's sentences, certifications…): one field each,
 * kept word for word as the user leaves it, with Move up / Move down / Remove and "Add a statement".
 */
import type { Statement } from '@jobapp/shared/resume/document.schema';
import { type ReactNode } from 'react';
import { fieldId, getAt, type Path } from '../document-paths';
import { newStatement } from '../check-state';
import { useCheck } from './check-context';
import { CheckField, CheckMark } from './check-field';
import { AddButton, ItemControls } from './item-controls';

function statementsAt(root: unknown, path: Path): Statement[] {
  const value = getAt(root, path);
  return Array.isArray(value) ? (value as Statement[]) : [];
}

export function StatementList({
  listPath,
  owner,
  itemLabel = 'Statement',
  addLabel = 'Add a statement',
}: {
  listPath: Path;
  /** Whose statements, for the buttons' names: "role 2". Empty for a section's own list. */
  owner: string;
  itemLabel?: string;
  addLabel?: string;
}) {
  const { state } = useCheck();
  const statements = statementsAt(state.document, listPath);
  const error = state.errors[listPath];
  const unsure = state.uncertain.includes(listPath);
  return (
    <div className="grid gap-3" data-path={listPath}>
      {unsure ? <CheckMark id={`${fieldId(listPath)}-check`} /> : null}
      {statements.length > 0 ? (
        <ol className="grid gap-3">
          {statements.map((statement, i) => {
            const noun = `${itemLabel.toLowerCase()} ${i + 1}${owner ? ` of ${owner}` : ''}`;
            return (
              <li key={statement.id} className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
                <CheckField path={`${listPath}.${i}.text`} label={`${itemLabel} ${i + 1}`} format="long-text" />
                <ItemControls listPath={listPath} index={i} count={statements.length} noun={noun} />
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <p id={`${fieldId(listPath)}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <AddButton
        listPath={listPath}
        count={statements.length}
        label={addLabel}
        item={() => newStatement(state.document)}
        firstField="text"
      />
    </div>
  );
}

/** One item of a list (a role, a degree, a project) as a fieldset whose legend names it. */
export function ItemFieldset({
  path,
  legend,
  controls,
  children,
}: {
  path: Path;
  legend: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  const { state } = useCheck();
  const unsure = state.uncertain.includes(path);
  const error = state.errors[path];
  const id = fieldId(path);
  return (
    <fieldset
      className="grid gap-4 rounded-xl border border-slate-200 p-4"
      data-path={path}
      aria-describedby={[unsure ? `${id}-check` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2">
        {unsure ? <CheckMark id={`${id}-check`} /> : <span />}
        {controls}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
