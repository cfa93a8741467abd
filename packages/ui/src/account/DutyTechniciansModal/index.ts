export { DutyTechniciansModal, type DutyTechniciansModalProps, dutyKeys } from './DutyTechniciansModal';
