export { ReminderList, type ReminderListProps } from './ReminderList';
export { ReminderListDialog, type ReminderListDialogProps, reminderListKeys } from './ReminderListDialog';
