/**
 * Links that open the phone's own apps with a message typed in and the person to send it to left
 * for the sender to choose: nothing is sent until they press Send there.
 */

/** WhatsApp's click-to-chat with no number: WhatsApp asks whom to send it to. */
export const whatsAppMessageUrl = (message: string): string => `https://wa.me/?text=${encodeURIComponent(message)}`;

/**
 * A text message with its body and no number. `sms:?&body=` is read by both kinds of phone:
 * Android takes the query's `body`, iOS the part after the `&`.
 */
export const textMessageUrl = (message: string): string => `sms:?&body=${encodeURIComponent(message)}`;
