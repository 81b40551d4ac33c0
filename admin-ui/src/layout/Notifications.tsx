import { useEffect, useRef, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

/** At most 5 toasts at once, each closing after 3 seconds. */
export const MAX_TOASTS = 5;
export const TOAST_MS = 3000;

interface Toast {
  id: number;
  payload: NotificationPayload;
}

/** Replaces react-admin's one-at-a-time snackbar with a stack of toasts. */
export const Notifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    if (notifications.length === 0) return;
    const payload = takeNotification();
    if (!payload) return;
    const id = nextId.current++;
    setToasts((shown) => [...shown, { id, payload }].slice(-MAX_TOASTS));
    setTimeout(() => setToasts((shown) => shown.filter((t) => t.id !== id)), TOAST_MS);
  }, [notifications, takeNotification]);

  const text = ({ message, notificationOptions }: NotificationPayload) =>
    typeof message === 'string'
      ? translate(message, { _: message, ...(notificationOptions?.messageArgs ?? {}) })
      : message;

  return (
    <Stack
      spacing={1}
      sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: 2000, maxWidth: 420 }}
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          variant="filled"
          severity={toast.payload.type}
          className="admin-toast"
          onClose={() => setToasts((shown) => shown.filter((t) => t.id !== toast.id))}
        >
          {text(toast.payload)}
        </Alert>
      ))}
    </Stack>
  );
};
