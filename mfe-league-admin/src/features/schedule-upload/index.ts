export { ScheduleUploadPanel, type ScheduleUploadPanelProps } from './components/schedule-upload-panel';
export { ScheduleUploadPage, scheduleUploadScreen } from './components/schedule-upload-page';
