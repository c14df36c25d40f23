import { TriangleAlert } from 'lucide-react';
import './admin-ui.css';

/** A save that failed without field errors (say, the connection dropped): the form says why. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert--error alert-banner" role="alert">
      <TriangleAlert size={18} aria-hidden="true" />
      <p className="alert-banner__text">{message}</p>
    </div>
  );
}
