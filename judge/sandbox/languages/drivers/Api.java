package judgedriver;

import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The driver's side of an interactive or strategy problem (see protocol.py): the two pipes to the
 * judge, one line out and one line back. LeetCode's API (GuessGame, Master: generated from the
 * signature by interactive_api.py) calls {@link #ask}; a strategy problem's loop (Driver) reads
 * and writes lines.
 */
public final class Api {
    private static FileOutputStream calls;
    private static FileInputStream answers;
    private static final byte[] buffer = new byte[1 << 16];
    private static int start, end; // what was read past the last line taken: buffer[start, end)

    private Api() {}

    /**
     * The game is over (lost, or the judge gone): the message on stderr, and the exit status the
     * judge knows as stopped by its interactor (protocol.py), whose verdict stands first.
     */
    static void stop(String message) {
        try {
            new FileOutputStream(FileDescriptor.err).write(("\njudge: " + message + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (Exception e) { }
        Runtime.getRuntime().halt(86);
    }

    /** Opens the pipes the configuration names (`interaction.fds`: calls out, answers in). */
    static void open(List<Object> fds) throws IOException {
        calls = new FileOutputStream("/proc/self/fd/" + ((Number) fds.get(0)).intValue());
        answers = new FileInputStream("/proc/self/fd/" + ((Number) fds.get(1)).intValue());
    }

    /** The judge's next line, without its end. */
    static byte[] line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (true) {
            for (int i = start; i < end; i++) {
                if (buffer[i] != '\n') continue;
                line.write(buffer, start, i - start);
                start = i + 1;
                return line.toByteArray();
            }
            line.write(buffer, start, end - start);
            start = end = 0;
            int got = answers.read(buffer, 0, buffer.length);
            if (got <= 0) stop("the judge ended the game");
            end = got;
        }
    }

    static void put(String text) throws IOException {
        calls.write(text.getBytes(StandardCharsets.UTF_8));
    }

    /** One call of an interactive problem's API: `NAME JSON` out, an integer back (`x MESSAGE`: stop). */
    @SuppressWarnings("unchecked")
    public static synchronized int ask(String name, String json) {
        try {
            if (calls == null)
                open((List<Object>) ((Map<String, Object>) Driver.config.get("interaction")).get("fds"));
            put(name + " " + json + "\n");
            String got = new String(line(), StandardCharsets.UTF_8);
            if (got.startsWith("x")) stop(got.length() > 2 ? got.substring(2) : "");
            return Integer.parseInt(got.trim());
        } catch (IOException e) {
            stop("the judge ended the game");
            return 0;
        }
    }

    public static String quote(String text) {
        return text == null ? "null" : Driver.Json.quote(text);
    }
}
