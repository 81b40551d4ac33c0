export { CommunicationPage, TicketsPage } from './components/tickets-page';
