import './styles/global.css';
import './styles/components.css';
import './styles/forms.css';

export { Button, buttonClassName } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { PageHeader } from './components/page-header';
export type { PageHeaderProps } from './components/page-header';
export { Panel } from './components/panel';
export type { PanelProps } from './components/panel';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { Skeleton } from './components/skeleton';
export type { SkeletonProps } from './components/skeleton';
export { ErrorPanel } from './components/error-panel';
export type { ErrorPanelProps } from './components/error-panel';
export { PlaceholderPanel } from './components/placeholder-panel';
export type { PlaceholderPanelProps } from './components/placeholder-panel';
export { Modal } from './components/modal';
export type { ModalProps } from './components/modal';
export { ConfirmDialog, useConfirm } from './components/confirm-dialog';
export type { ConfirmDialogProps, ConfirmOptions, UseConfirmResult } from './components/confirm-dialog';
export { TOAST_INFO_MS, TOAST_NAME, useToast } from './components/toast';
export type { ToastTone, UseToastResult } from './components/toast';
export { ServiceNotice, SERVICE_UNAVAILABLE_MESSAGE } from './components/service-notice';
export type { ServiceNoticeProps } from './components/service-notice';
export { BaseballIcon } from './components/baseball-icon';
export type { BaseballIconProps } from './components/baseball-icon';
export { TeamLogo } from './components/team-logo';
export type { TeamLogoProps } from './components/team-logo';
export { DataTable } from './components/data-table';
export { LineScoreTable } from './box-score/line-score-table';
export type { LineScoreSide } from './box-score/line-score-table';
export { BattingBoxTable, PitchingBoxTable } from './box-score/box-score-tables';
export type { BattingBoxTableProps, PitchingBoxTableProps } from './box-score/box-score-tables';
export type { DataTableColumn, DataTableProps, SortDirection, SortState } from './components/data-table';

// Forms
export { TextField } from './forms/text-field';
export type { TextFieldProps } from './forms/text-field';
export { SelectField } from './forms/select-field';
export type { SelectFieldProps } from './forms/select-field';
export { CheckboxField } from './forms/checkbox-field';
export type { CheckboxFieldProps } from './forms/checkbox-field';
export { RadioGroup } from './forms/radio-group';
export type { RadioGroupProps, RadioOption } from './forms/radio-group';
export { FormAlert } from './forms/form-alert';
export type { FormAlertProps } from './forms/form-alert';
export { Stepper } from './forms/stepper';
export type { StepperProps } from './forms/stepper';
export { ImageFileField } from './forms/image-file-field';
export type { ImageFileFieldProps } from './forms/image-file-field';

// Policy texts, shared by the shell's policy pages and the registration consent step
export { POLICY_EFFECTIVE_DATE, POLICY_TITLES, PRIVACY_OFFICER } from './policy/policy-meta';
export type { PolicyKind, PolicyTextProps } from './policy/policy-meta';
export { PolicyText } from './policy/policy-text';
export type { PolicyTextLoaderProps } from './policy/policy-text';

// League select box of the public screens (picks the first league by itself)
export { LeagueSelect } from './league-select/league-select';
export type { LeagueSelectProps } from './league-select/league-select';
export type { LeagueOption, LeagueSelectValue } from './league-select/league-options';

// Admin areas (league and team): the frame with its side menu, and the media-query hook it uses
export { useMediaQuery } from './hooks/use-media-query';
export { AdminLayout } from './admin-layout/admin-layout';
export type { AdminLayoutProps } from './admin-layout/admin-layout';
export { ADMIN_NARROW_QUERY, ADMIN_SIDEBAR_BREAKPOINT, ADMIN_SIDEBAR_WIDTH } from './admin-layout/admin-menu';
export type { AdminMenuAction, AdminMenuGroup, AdminMenuItem, AdminMenuLink } from './admin-layout/admin-menu';

// Audit logs of the league and team admin areas (활동 기록)
export { AuditFilterForm, AuditLogTable, AuditPager, auditLastPage, hasAuditFilters } from './audit-log/audit-log';
export type { AuditFilterFormProps, AuditFilters, AuditLogTableProps, AuditPagerProps } from './audit-log/audit-log';

// One side's lineup of a game (league game order and team lineup form)
export { LineupEditor, playerOptionLabel } from './lineup/lineup-editor';
export type { LineupAction, LineupEditorProps } from './lineup/lineup-editor';

// The server-drawn first view of league pages (FIRST_VIEW_ID in the contracts)
export { endFirstView } from './first-view/end-first-view';
