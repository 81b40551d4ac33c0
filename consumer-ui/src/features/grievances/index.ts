export { FollowGrievance } from './components/follow-grievance';
export { RaiseGrievance } from './components/raise-grievance';
