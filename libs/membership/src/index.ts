// Load it lazily (React.lazy) where a button opens it: it is not part of any first view.
export { MembershipModal } from './components/membership-modal';
export type { MembershipModalProps } from './components/membership-modal';
