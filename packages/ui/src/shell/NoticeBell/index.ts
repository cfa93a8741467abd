export { type Notice, NoticeBell, type NoticeBellProps } from './NoticeBell';
