import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { PdfFile } from '../../widgets/PdfViewerModal';

/** What the enterprise details dialog offers the tabs inside it. */
export interface EnterpriseDialogActions {
  /** Opens the dialog's PDF preview (spec 001 sub-dialogs), e.g. for a contract of tab 1. */
  previewPdf: (file: PdfFile, title?: ReactNode) => void;
}

export const EnterpriseDialogContext = createContext<EnterpriseDialogActions | null>(null);

/**
 * The actions of the surrounding enterprise details dialog, or null when a tab is rendered on its
 * own (a story, another screen): the tab then opens its own viewer.
 */
export function useEnterpriseDialog(): EnterpriseDialogActions | null {
  return useContext(EnterpriseDialogContext);
}
