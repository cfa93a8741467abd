import { ENTERPRISE_DIALOG_WIDTH, isEnterpriseEditable } from '@onsite/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { enterpriseKeys } from '../hooks/queryKeys';
import { useRefreshAfterInfoSaved } from '../hooks/useRefreshAfterInfoSaved';
import { DialogTabs } from './DialogTabs';

/** What the opener learns when the dialog closes. */
export interface EnterpriseDetailsDialogCloseInfo {
  /** The `fromList` flag the dialog was opened with. */
  fromList: boolean;
}

export interface EnterpriseDetailsDialogProps {
  /** The enterprise shown. */
  enterpriseId: number;
  /** Whether the dialog is shown; its data loads when it opens and is dropped after it closed. */
  open: boolean;
  /** The tab to open, '1'–'4' (enterprise info, amount, settings, history); tab 1 by default, or the first one the user may see. */
  initialTab?: string | number;
  /** 1: editable; 0: read-only, nothing interactive besides closing and switching tabs. 0 by default. */
  enterpriseShow?: number | string;
  /** Whether the dialog was opened from a list; handed back on close. false by default. */
  fromList?: boolean | number;
  /** 1 hides the enterprise info (tab 1) and its history (tab 4). 0 by default. */
  hideEnterpriseInfo?: number | boolean;
  /** Called when the dialog is closed: the opener refreshes. */
  onClose: (info: EnterpriseDetailsDialogCloseInfo) => void;
}

const isOne = (flag: number | string | boolean | undefined) => flag === true || String(flag) === '1';

/**
 * The enterprise details dialog (spec 001 §2), connected to the api client of `OnsiteProvider`:
 * title 企业详情, width 1350, not closed by a click on the mask; tabs per the user's permissions.
 * Closing (×, Esc) with unsaved edits in tab 1 asks first; without edits it closes at once.
 * An app embeds it with only `OnsiteProvider` around it.
 */
export function EnterpriseDetailsDialog({
  enterpriseId,
  open,
  initialTab = '1',
  enterpriseShow = 0,
  fromList = false,
  hideEnterpriseInfo = 0,
  onClose,
}: EnterpriseDetailsDialogProps) {
  const { t } = useTranslation('ui');
  const queryClient = useQueryClient();
  const { modal } = useAppFeedback();
  const infoDirty = useRef(false);
  const confirming = useRef(false);

  const close = () => onClose({ fromList: isOne(fromList) });
  const requestClose = () => {
    if (!infoDirty.current) {
      close();
      return;
    }
    if (confirming.current) return;
    confirming.current = true;
    modal.confirm({
      title: t('enterprise.dialog.unsaved.title'),
      content: t('enterprise.dialog.unsaved.content'),
      okText: t('enterprise.dialog.unsaved.ok'),
      cancelText: t('enterprise.dialog.unsaved.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk: close,
      afterClose: () => {
        confirming.current = false;
      },
    });
  };

  const refreshAfterInfoSaved = useRefreshAfterInfoSaved(enterpriseId);

  return (
    <Modal
      open={open}
      title={t('enterprise.dialog.title')}
      width={ENTERPRISE_DIALOG_WIDTH}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
      onCancel={requestClose}
      // Closing drops what this enterprise's tabs cached: the next opening shows fresh data.
      afterClose={() => {
        infoDirty.current = false;
        queryClient.removeQueries({ queryKey: enterpriseKeys.detail(enterpriseId) });
      }}
    >
      <DialogTabs
        enterpriseId={enterpriseId}
        initialTab={initialTab}
        editable={isEnterpriseEditable(enterpriseShow)}
        hideEnterpriseInfo={isOne(hideEnterpriseInfo)}
        onInfoSaved={refreshAfterInfoSaved}
        onInfoDirtyChange={(dirty) => {
          infoDirty.current = dirty;
        }}
      />
    </Modal>
  );
}
