/**
 * What every part of the check form reads: the state (document, unsure fields, errors), the reducer's
 * dispatch, and `announce` for the polite live region that tells screen-reader users what a move or a
 * removal did.
 */
import { createContext, type Dispatch, useContext } from 'react';
import type { CheckAction, CheckState } from '../check-state';

export interface CheckContextValue {
  state: CheckState;
  dispatch: Dispatch<CheckAction>;
  announce: (message: string) => void;
  disabled: boolean;
}

export const CheckContext = createContext<CheckContextValue | null>(null);

export function useCheck(): CheckContextValue {
  const value = useContext(CheckContext);
  if (!value) throw new Error('useCheck outside the check form');
  return value;
}
