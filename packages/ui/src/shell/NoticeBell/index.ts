export { NoticeBell, type NoticeBellProps } from './NoticeBell';
