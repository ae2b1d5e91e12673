package judgedriver;

// The judge's driver for Java solutions: speaks the runner's protocol (see judge/sandbox/child.py)
// and calls the user's `Solution` by reflection, converting JSON arguments to whatever types the
// method declares (int/long, int[]/List<Integer>, int[][]/List<List<Integer>>, String, ...).
// It lives in a package of its own so no class of the user's file can shadow a name it uses.

import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class Driver {
    // Deep recursion as on LeetCode: 32 MiB holds ~800k simple frames (10^5 levels of a memoised
    // DP with room to spare), and a runaway recursion still ends in ~0.3 s. Measured: with 64 MiB
    // the StackOverflowError takes ~2 s to unwind, with 512 MiB ~16 s (a TLE, not an RE).
    static final long STACK_BYTES = 1L << 25;
    static final int MAX_NESTING = 32;
    static final int MESSAGE_CHARS = 4000;
    static final String USER_FILE = "Solution.java";

    static Map<String, Object> config;
    // An interactive problem's API object (843's Master: JudgeApiObject, compiled beside the
    // solution only for such a problem), passed as the last argument; null for any other problem.
    static Constructor<?> apiObject;
    static InputStream caseIn;
    static OutputStream resultOut;
    static FileOutputStream rawStdout;
    static CappedStream capped;
    static PrintStream out;
    static ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    static com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    static byte[] parachute;
    static String displayName;
    static List<String> sourceLines = new ArrayList<>();
    static Class<?> solutionClass;
    static Method entry;
    static Constructor<?> constructor;
    // A strategy problem (protocol.py): the class built on `b`, its method called on `m`, over
    // the referee's two pipes (Api).
    static Constructor<?> strategyMaker;
    static Method strategyMove;
    static Type[] paramTypes;
    static List<String> paramNames = new ArrayList<>();
    static java.util.Set<String> treeParams = new java.util.HashSet<>(); // level-order lists, passed as TreeNode
    static Field treeVal, treeLeft, treeRight;
    static Constructor<?> treeMake;
    static java.util.Set<String> linkedParams = new java.util.HashSet<>(); // lists of values, passed as ListNode
    static Field linkedVal, linkedNext;
    static Constructor<?> linkedMake;
    static Type returnType;

    public static void main(String[] args) throws Exception {
        int caseFd = Integer.parseInt(args[1]);
        Thread worker = new Thread(null, () -> {
            int code = 0;
            try {
                serve(caseFd);
            } catch (Throwable t) {
                code = 70;
            }
            try { out.flush(); } catch (Throwable t) { }
            Runtime.getRuntime().halt(code);
        }, "judge", STACK_BYTES);
        worker.start();
        // The judge was killed: end with it rather than run a busy solution on (as child.py does).
        long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L);
        while (worker.isAlive()) {
            worker.join(500);
            long now = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L);
            if (now != parent) Runtime.getRuntime().halt(70);
        }
    }

    // -- protocol ---------------------------------------------------------------------------------
    static byte[] inBuffer = new byte[1 << 16];
    static int inStart, inEnd;

    /** The next line of the case pipe, as JSON to parse (null at the end); a chunk at a time, each
     *  byte looked at once (no call per byte). The JSON reads the bytes where they are: no String
     *  of the line (its UTF-8 decoding is a big method for a fresh JVM to interpret and compile). */
    static Json readLine() throws IOException {
        ByteArrayOutputStream longer = null; // a line longer than what the buffer held
        while (true) {
            for (int i = inStart; i < inEnd; i++) {
                if (inBuffer[i] != '\n') continue;
                Json line;
                if (longer == null) {
                    line = new Json(inBuffer, inStart, i);
                } else {
                    longer.write(inBuffer, inStart, i - inStart);
                    line = new Json(longer.toByteArray(), 0, longer.size());
                }
                inStart = i + 1;
                return line;
            }
            if (inEnd > inStart) {
                if (longer == null) longer = new ByteArrayOutputStream();
                longer.write(inBuffer, inStart, inEnd - inStart);
            }
            inStart = inEnd = 0;
            int got = caseIn.read(inBuffer, 0, inBuffer.length);
            if (got < 0) return longer == null || longer.size() == 0 ? null : new Json(longer.toByteArray(), 0, longer.size());
            inEnd = got;
        }
    }

    static void send(String json) throws IOException {
        resultOut.write((json + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** One reply line: `text` holds only ASCII (Json.quote escapes the rest), so its bytes are its chars. */
    static void send(StringBuilder text) throws IOException {
        resultOut.write(text.append('\n').toString().getBytes(StandardCharsets.ISO_8859_1));
    }

    @SuppressWarnings("unchecked")
    static void serve(int caseFd) throws Exception {
        caseIn = new FileInputStream("/proc/self/fd/" + caseFd); // readLine buffers
        Map<String, Object> header = (Map<String, Object>) readLine().parse();
        config = (Map<String, Object>) header.get("config");
        int resultFd = ((Number) config.get("result_fd")).intValue();
        resultOut = new FileOutputStream("/proc/self/fd/" + resultFd);
        rawStdout = new FileOutputStream(FileDescriptor.out);
        capped = new CappedStream(new java.io.BufferedOutputStream(rawStdout, 1 << 14));
        out = new PrintStream(capped, false, StandardCharsets.UTF_8);
        System.setOut(out);
        System.setErr(out);
        System.setIn(new java.io.ByteArrayInputStream(new byte[0]));
        capped.startCase(((Number) config.get("output_bytes")).longValue()); // for static initializers
        displayName = (String) config.get("display_name");
        send("{\"status\":\"loading\",\"thread\":" + Json.quote(thisThread()) + "}"); // runs every call
        String problem = load();
        parachute = new byte[1 << 20];
        HeapPeak.install();
        if (problem != null) {
            send("{\"status\":\"ce\",\"message\":" + Json.quote(problem) + ",\"cpu_end\":" + processCpu() + "}");
            return;
        }
        send("{\"status\":\"ready\",\"cpu_end\":" + processCpu() + "}");
        outputBytes = ((Number) config.get("output_bytes")).longValue();
        resultBytes = ((Number) config.get("result_bytes")).longValue();
        java.io.File output = new java.io.File("/proc/self/fd/1");
        StringBuilder text = new StringBuilder(256);
        while (true) {
            Json line = readLine();
            if (line == null) return;
            Map<String, Object> message = (Map<String, Object>) line.parse();
            if (text.capacity() > 1 << 16) text = new StringBuilder(256); // not kept: a big result's room
            text.setLength(0);
            text.append("{\"n\":").append(message.get("n")).append(',');
            int head = text.length();
            try {
                runCase((Map<String, Object>) message.get("args"), text);
            } catch (OutOfMemoryError e) {
                parachute = null;
                text.setLength(head);
                text.append("\"status\":\"memory\",\"message\":\"OutOfMemoryError while reporting the result\"");
            }
            flushOutput();
            // Stdout appends to a file: its size is where it stands (one stat). File.length says 0
            // also when it failed (stdout closed): then the judge looks itself.
            long outEnd = output.length();
            if (outEnd > 0 || output.exists()) text.append(",\"out_end\":").append(outEnd);
            send(text.append('}'));
            if (parachute == null) {
                try { parachute = new byte[1 << 20]; } catch (OutOfMemoryError e) { }
            }
        }
    }

    static void flushOutput() {
        try { out.flush(); } catch (Throwable t) { }
    }

    static long outputBytes, resultBytes;

    /** This thread as the host's /proc names it: the judge reads its CPU time as the kernel counts it. */
    static String thisThread() {
        try {
            return java.nio.file.Files.readSymbolicLink(java.nio.file.Paths.get("/proc/thread-self")).toString();
        } catch (Exception e) {
            return "";
        }
    }

    static double processCpu() {
        return os.getProcessCpuTime() / 1e9;
    }

    // -- loading -----------------------------------------------------------------------------------
    @SuppressWarnings("unchecked")
    static String load() {
        try {
            sourceLines = Files.readAllLines(Paths.get((String) config.get("solution_path")));
        } catch (Exception e) { }
        List<Object> params = (List<Object>) config.get("params");
        for (Object p : params) paramNames.add((String) ((List<Object>) p).get(0));
        Object trees = config.get("tree_params");
        if (trees != null) for (Object t : (List<Object>) trees) treeParams.add((String) t);
        Object linked = config.get("linked_params");
        if (linked != null) for (Object t : (List<Object>) linked) linkedParams.add((String) t);
        List<Object> names = (List<Object>) config.get("entry_names");
        Map<String, Object> interaction = (Map<String, Object>) config.get("interaction");
        if (interaction != null && interaction.get("object") != null) {
            try {
                apiObject = Class.forName("JudgeApiObject").getDeclaredConstructor();
                apiObject.setAccessible(true);
            } catch (ReflectiveOperationException e) {
                return "the judge's API object is missing: " + e;
            }
        }
        int wanted = params.size() + (apiObject == null ? 0 : 1);
        if (interaction != null && interaction.get("strategy") != null)
            return loadStrategy((Map<String, Object>) interaction.get("strategy"), (List<Object>) interaction.get("fds"), wanted);
        try {
            solutionClass = Class.forName("Solution", true, Driver.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return "no class Solution in " + displayName;
        } catch (Throwable t) {
            flushOutput();
            return "loading class Solution failed:\n" + describe(t instanceof ExceptionInInitializerError && t.getCause() != null ? t.getCause() : t);
        }
        for (Object name : names) {
            for (Method m : allMethods(solutionClass)) {
                if (m.getName().equals(name) && m.getParameterCount() == wanted) {
                    entry = m;
                    break;
                }
            }
            if (entry != null) break;
        }
        if (entry == null) {
            StringBuilder named = new StringBuilder();
            for (Object name : names) named.append(named.length() > 0 ? " or " : "").append(name);
            return "no entry found: class Solution needs a method " + named + " with " + wanted
                + " parameter" + (wanted == 1 ? "" : "s");
        }
        entry.setAccessible(true);
        paramTypes = entry.getGenericParameterTypes();
        returnType = entry.getGenericReturnType();
        for (int i = 0; i < paramNames.size(); i++) {
            String problem = treeParams.contains(paramNames.get(i)) ? treeClass(paramTypes[i])
                : linkedParams.contains(paramNames.get(i)) ? linkedClass(paramTypes[i]) : supported(paramTypes[i]);
            if (problem != null)
                return "parameter " + (i + 1) + " (" + paramNames.get(i) + ") of " + entry.getName() + ": " + problem;
        }
        if (!Modifier.isStatic(entry.getModifiers())) {
            try {
                constructor = solutionClass.getDeclaredConstructor();
                constructor.setAccessible(true);
            } catch (NoSuchMethodException e) {
                return "class Solution needs a constructor without parameters";
            }
        }
        return null;
    }

    static String loadStrategy(Map<String, Object> api, List<Object> fds, int wanted) {
        String name = (String) api.get("class"), method = (String) api.get("method");
        try {
            solutionClass = Class.forName(name, true, Driver.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return "no class " + name + " in " + displayName + ": the judge builds it with the starting position";
        } catch (Throwable t) {
            flushOutput();
            return "loading class " + name + " failed:\n" + describe(t instanceof ExceptionInInitializerError && t.getCause() != null ? t.getCause() : t);
        }
        for (Constructor<?> c : solutionClass.getDeclaredConstructors())
            if (c.getParameterCount() == wanted) { strategyMaker = c; break; }
        if (strategyMaker == null)
            return "class " + name + " needs a constructor with " + wanted + " parameter" + (wanted == 1 ? "" : "s");
        for (Method m : allMethods(solutionClass))
            if (m.getName().equals(method)) { strategyMove = m; break; }
        if (strategyMove == null) return "class " + name + " needs a method " + method;
        strategyMaker.setAccessible(true);
        strategyMove.setAccessible(true);
        paramTypes = strategyMaker.getGenericParameterTypes();
        returnType = Object.class;
        try {
            Api.open(fds);
        } catch (IOException e) {
            return "the judge's pipes cannot be opened: " + e;
        }
        return null;
    }

    /** A strategy problem's case: the class built on each `b`, its method asked on each `m`. */
    @SuppressWarnings("unchecked")
    static Object playStrategy(Object[] start) throws Throwable {
        Object player = null;
        Type[] types = strategyMove.getGenericParameterTypes();
        while (true) {
            byte[] bytes = Api.line();
            Json line = new Json(bytes, 0, bytes.length);
            byte kind = line.d[0];
            line.i = Math.min(2, line.end);
            if (kind == 'm') {
                List<Object> view = (List<Object>) line.parse();
                Object[] args = new Object[types.length];
                for (int i = 0; i < types.length && i < view.size(); i++) {
                    Object value = view.get(i);
                    args[i] = value == null && !rawClass(types[i]).isPrimitive() ? null : convert(value, types[i]);
                }
                Object move;
                try {
                    move = strategyMove.invoke(player, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause() != null ? e.getCause() : e;
                }
                StringBuilder b = new StringBuilder("a ");
                String problem = encode(move, b, 0);
                if (problem != null) { b.setLength(2); b.append(Json.quote("<" + problem + ">")); }
                Api.put(b.append('\n').toString());
            } else if (kind == 'b') {
                player = null;
                try {
                    player = strategyMaker.newInstance(start);
                } catch (InvocationTargetException e) {
                    throw e.getCause() != null ? e.getCause() : e;
                }
                Api.put("r\n");
            } else {
                return line.parse();
            }
        }
    }

    /** null if `t` is LeetCode's TreeNode (int val; TreeNode left, right; a constructor), remembering
     *  how to build one; else why the tree cannot be passed as `t`. */
    static String treeClass(Type t) {
        String wanted = "the judge passes this tree as LeetCode's TreeNode, not " + t.getTypeName();
        if (!(t instanceof Class) || !((Class<?>) t).getSimpleName().equals("TreeNode")) return wanted;
        Class<?> c = (Class<?>) t;
        try {
            treeVal = c.getDeclaredField("val");
            treeLeft = c.getDeclaredField("left");
            treeRight = c.getDeclaredField("right");
            if (treeVal.getType() != int.class || treeLeft.getType() != c || treeRight.getType() != c)
                return wanted + " (int val; TreeNode left, right)";
            treeMake = c.getDeclaredConstructor(int.class);
            for (java.lang.reflect.AccessibleObject o : new java.lang.reflect.AccessibleObject[] {treeVal, treeLeft, treeRight, treeMake})
                o.setAccessible(true);
        } catch (NoSuchFieldException | NoSuchMethodException e) {
            return wanted + " (int val; TreeNode left, right; TreeNode(int val))";
        }
        return null;
    }

    /** LeetCode's TreeNode from its level-order list: each node, in order, takes the next two entries
     *  as its left and right child (null: none). */
    static Object tree(Object value) throws ReflectiveOperationException {
        List<?> items = list(value);
        Object[] nodes = new Object[items.size()];
        for (int i = 0; i < nodes.length; i++)
            nodes[i] = items.get(i) == null ? null : treeMake.newInstance((Integer) convert(items.get(i), int.class));
        int next = 1;
        for (Object node : nodes) {
            if (node == null) continue;
            treeLeft.set(node, next < nodes.length ? nodes[next] : null);
            treeRight.set(node, next + 1 < nodes.length ? nodes[next + 1] : null);
            next += 2;
        }
        return nodes.length == 0 ? null : nodes[0];
    }

    /** null if `t` is LeetCode's ListNode (int val; ListNode next; a constructor), remembering how to
     *  build one; else why the list cannot be passed as `t`. */
    static String linkedClass(Type t) {
        String wanted = "the judge passes this list as LeetCode's ListNode, not " + t.getTypeName();
        if (!(t instanceof Class) || !((Class<?>) t).getSimpleName().equals("ListNode")) return wanted;
        Class<?> c = (Class<?>) t;
        try {
            linkedVal = c.getDeclaredField("val");
            linkedNext = c.getDeclaredField("next");
            if (linkedVal.getType() != int.class || linkedNext.getType() != c)
                return wanted + " (int val; ListNode next)";
            linkedMake = c.getDeclaredConstructor(int.class);
            for (java.lang.reflect.AccessibleObject o : new java.lang.reflect.AccessibleObject[] {linkedVal, linkedNext, linkedMake})
                o.setAccessible(true);
        } catch (NoSuchFieldException | NoSuchMethodException e) {
            return wanted + " (int val; ListNode next; ListNode(int val))";
        }
        return null;
    }

    /** LeetCode's ListNode from the list of its values, linked in order (an empty list: null). */
    static Object linked(Object value) throws ReflectiveOperationException {
        List<?> items = list(value);
        Object head = null;
        for (int i = items.size() - 1; i >= 0; i--) {
            Object node = linkedMake.newInstance((Integer) convert(items.get(i), int.class));
            linkedNext.set(node, head);
            head = node;
        }
        return head;
    }

    static List<Method> allMethods(Class<?> c) {
        List<Method> found = new ArrayList<>();
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass())
            for (Method m : k.getDeclaredMethods()) if (!m.isSynthetic() && !m.isBridge()) found.add(m);
        return found;
    }

    static String supported(Type t) {
        Class<?> raw = rawClass(t);
        if (raw == int.class || raw == Integer.class || raw == long.class || raw == Long.class
            || raw == boolean.class || raw == Boolean.class || raw == double.class || raw == Double.class
            || raw == float.class || raw == Float.class || raw == String.class || raw == Object.class
            || raw == short.class || raw == Short.class || raw == BigInteger.class || raw == char[].class)
            return null;
        if (raw != null && raw.isArray()) return supported(raw.getComponentType());
        if (t instanceof GenericArrayType) return supported(((GenericArrayType) t).getGenericComponentType());
        if (raw != null && (raw == List.class || raw == ArrayList.class || raw == Collection.class
            || raw == Iterable.class || raw == java.util.AbstractList.class)) {
            if (t instanceof ParameterizedType) return supported(((ParameterizedType) t).getActualTypeArguments()[0]);
            return null; // a raw List: items as JSON gives them
        }
        return "the judge cannot pass a value as " + t.getTypeName();
    }

    static Class<?> rawClass(Type t) {
        if (t instanceof Class) return (Class<?>) t;
        if (t instanceof ParameterizedType) return (Class<?>) ((ParameterizedType) t).getRawType();
        if (t instanceof WildcardType) return rawClass(((WildcardType) t).getUpperBounds()[0]);
        return null;
    }

    // -- one case ----------------------------------------------------------------------------------
    /** Runs one case and appends its reply's fields to `reply`. */
    static void runCase(Map<String, Object> args, StringBuilder reply) throws Exception {
        Object[] values = new Object[paramTypes.length];
        if (apiObject != null) values[values.length - 1] = apiObject.newInstance();
        for (int i = 0; i < paramNames.size(); i++) {
            String name = paramNames.get(i);
            try {
                values[i] = treeParams.contains(name) ? tree(args.get(name))
                    : linkedParams.contains(name) ? linked(args.get(name)) : convert(args.get(name), paramTypes[i]);
            } catch (IllegalArgumentException | ReflectiveOperationException e) {
                reply.append("\"status\":\"exception\",\"message\":").append(Json.quote(
                    "the argument " + name + " cannot be passed as " + paramTypes[i].getTypeName() + ": " + e.getMessage()));
                return;
            }
        }
        capped.startCase(outputBytes);
        Object result;
        Throwable failure = null;
        long cpu0 = 0, thread0 = 0, wall0 = 0, cpu = 0, thread = 0, wall = 0, peak = 0;
        try {
            Object target = constructor == null ? null : constructor.newInstance();
            HeapPeak.start();
            thread0 = threads.getCurrentThreadCpuTime();
            cpu0 = os.getProcessCpuTime();
            wall0 = System.nanoTime();
            result = strategyMaker != null ? playStrategy(values) : entry.invoke(target, values);
            wall = System.nanoTime() - wall0;
            thread = threads.getCurrentThreadCpuTime() - thread0;
            cpu = os.getProcessCpuTime() - cpu0;
            peak = HeapPeak.peakKb();
        } catch (InvocationTargetException e) {
            failure = e.getCause() != null ? e.getCause() : e;
            result = null;
        } catch (Throwable e) {
            failure = e;
            result = null;
        }
        flushOutput();
        if (capped.exceeded) {
            reply.append("\"status\":\"output\",\"message\":").append(Json.quote(
                "output passed " + capped.budget / 1024 + " KiB"));
            return;
        }
        if (failure != null) {
            if (failure instanceof OutOfMemoryError) {
                parachute = null;
                reply.append("\"status\":\"memory\",\"message\":").append(Json.quote("OutOfMemoryError: " + failure.getMessage()));
                return;
            }
            reply.append("\"status\":\"exception\",\"message\":").append(Json.quote(describe(failure)));
            return;
        }
        // Process CPU time counts in 10 ms ticks; the thread's is exact. The thread's, unless the
        // process spent clearly more (GC, threads the solution started).
        long used = cpu > thread + 20_000_000L ? cpu : thread;
        int head = reply.length();
        reply.append("\"status\":\"ok\",\"cpu_ms\":");
        millis(reply, used);
        reply.append(",\"wall_ms\":");
        millis(reply, wall);
        reply.append(",\"peak_kb\":").append(peak);
        int timed = reply.length();
        reply.append(",\"v\":");
        int value = reply.length();
        String problem = encode(result, reply, 0);
        if (problem != null) {
            reply.setLength(timed);
            reply.append(",\"other\":").append(Json.quote(problem)).append(",\"repr\":").append(Json.quote(shown(result)));
            return;
        }
        int length = reply.length() - value;
        if (length > resultBytes) {
            reply.setLength(head);
            reply.append("\"status\":\"output\",\"message\":").append(Json.quote(
                "the returned value is " + length + " bytes as JSON, over the limit of " + resultBytes));
        }
    }

    /** `nanos` as milliseconds with six decimals, without the double formatting (a JIT's worth of
     *  code to warm up in a fresh JVM). */
    static void millis(StringBuilder b, long nanos) {
        if (nanos < 0) nanos = 0;
        long fraction = nanos % 1_000_000L;
        b.append(nanos / 1_000_000L).append('.');
        for (long digit = 100_000L; digit > 0; digit /= 10) b.append((char) ('0' + fraction / digit % 10));
    }

    /** A case's own peak memory: the most heap it held at once, over what was in use when it began.
     *  The heap only grows between collections, so its highest points are the end of the call and
     *  the moments before the collections during it, which the collectors report (in a notification,
     *  shortly after). A collection also frees what earlier cases left behind (at most what was
     *  allocated since the last collection before this case), so what it freed, up to that much,
     *  counts back: a case that fills the room an earlier case's garbage held still shows it.
     *  Cheap: no file read, a few counters a case, and a wait for the notifications only when the
     *  case collected. Memory outside the heap (stacks, the JIT's code) is not counted, as -Xmx does
     *  not count it. */
    static final class HeapPeak {
        static final List<java.lang.management.GarbageCollectorMXBean> collectors =
            ManagementFactory.getGarbageCollectorMXBeans();
        static final java.util.Set<String> heapPools = new java.util.HashSet<>();
        static final Object lock = new Object();
        // under lock: collections noticed, the heap in use after the last one, and since the case
        // began what collections freed and the case's growth before each of them
        static long noticed, lastAfter, freed, top;
        static long startUsed, startCollections, leftover;
        static boolean reliable = true; // false once a notification failed to come

        static void install() {
            try {
                listen();
            } catch (Throwable t) { // no notifications: the end of the call only
                reliable = false;
            }
        }

        static void listen() {
            for (java.lang.management.MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans())
                if (pool.getType() == java.lang.management.MemoryType.HEAP) heapPools.add(pool.getName());
            lastAfter = used();
            for (java.lang.management.GarbageCollectorMXBean collector : collectors) {
                if (!(collector instanceof javax.management.NotificationEmitter)) {
                    reliable = false;
                    continue;
                }
                ((javax.management.NotificationEmitter) collector).addNotificationListener((note, handback) -> {
                    if (!com.sun.management.GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION
                            .equals(note.getType())) return;
                    com.sun.management.GcInfo info = com.sun.management.GarbageCollectionNotificationInfo
                        .from((javax.management.openmbean.CompositeData) note.getUserData()).getGcInfo();
                    long before = heap(info.getMemoryUsageBeforeGc()), after = heap(info.getMemoryUsageAfterGc());
                    synchronized (lock) {
                        noticed++;
                        lastAfter = after;
                        top = Math.max(top, before - startUsed + Math.min(freed, leftover));
                        freed += Math.max(0, before - after);
                    }
                }, null, null);
            }
        }

        static long heap(Map<String, java.lang.management.MemoryUsage> pools) {
            long total = 0;
            for (Map.Entry<String, java.lang.management.MemoryUsage> pool : pools.entrySet())
                if (heapPools.contains(pool.getKey())) total += pool.getValue().getUsed();
            return total;
        }

        static long collections() {
            long count = 0;
            for (java.lang.management.GarbageCollectorMXBean collector : collectors)
                count += Math.max(0, collector.getCollectionCount());
            return count;
        }

        static long used() {
            Runtime runtime = Runtime.getRuntime();
            return runtime.totalMemory() - runtime.freeMemory();
        }

        /** Wait (briefly) for the notifications of every collection so far. */
        static void settle(long collections) {
            if (!reliable) return;
            long giveUp = System.nanoTime() + 200_000_000L;
            while (true) {
                synchronized (lock) {
                    if (noticed >= collections) return;
                }
                if (System.nanoTime() > giveUp) {
                    reliable = false; // from now on only the end of the call is reported
                    return;
                }
                java.util.concurrent.locks.LockSupport.parkNanos(50_000L);
            }
        }

        static void start() {
            startCollections = collections();
            settle(startCollections);
            long now = used();
            synchronized (lock) {
                startUsed = now;
                leftover = Math.max(0, now - lastAfter);
                freed = top = 0;
            }
        }

        static long peakKb() {
            long end = used();
            long collections = collections();
            if (collections != startCollections) settle(collections);
            long highest;
            synchronized (lock) {
                highest = Math.max(top, end - startUsed + Math.min(freed, leftover));
            }
            return Math.max(0, highest) >> 10;
        }
    }

    static String shown(Object value) {
        String text;
        try {
            text = value == null ? "null" : value.getClass().isArray() ? arrayText(value) : String.valueOf(value);
        } catch (Throwable t) {
            text = "<unprintable>";
        }
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }

    static String arrayText(Object array) {
        StringBuilder b = new StringBuilder("[");
        int n = Array.getLength(array);
        for (int i = 0; i < n && b.length() < 220; i++) {
            if (i > 0) b.append(", ");
            Object item = Array.get(array, i);
            b.append(item != null && item.getClass().isArray() ? arrayText(item) : String.valueOf(item));
        }
        return b.append(']').toString();
    }

    // -- arguments: JSON value -> the declared Java type ------------------------------------------
    static Object convert(Object value, Type type) {
        Class<?> raw = rawClass(type);
        if (type instanceof GenericArrayType) {
            Type component = ((GenericArrayType) type).getGenericComponentType();
            List<?> items = list(value);
            Object array = Array.newInstance(rawClass(component), items.size());
            for (int i = 0; i < items.size(); i++) Array.set(array, i, convert(items.get(i), component));
            return array;
        }
        if (raw == int.class || raw == Integer.class) {
            long v = integer(value);
            if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) throw new IllegalArgumentException(value + " does not fit an int");
            return (int) v;
        }
        if (raw == long.class || raw == Long.class) return integer(value);
        if (raw == short.class || raw == Short.class) {
            long v = integer(value);
            if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) throw new IllegalArgumentException(value + " does not fit a short");
            return (short) v;
        }
        if (raw == BigInteger.class) {
            if (value instanceof BigInteger) return value;
            return BigInteger.valueOf(integer(value));
        }
        if (raw == double.class || raw == Double.class || raw == float.class || raw == Float.class) {
            if (!(value instanceof Number)) throw new IllegalArgumentException("not a number");
            double d = ((Number) value).doubleValue();
            return raw == float.class || raw == Float.class ? (Object) (float) d : (Object) d;
        }
        if (raw == boolean.class || raw == Boolean.class) {
            if (!(value instanceof Boolean)) throw new IllegalArgumentException("not a boolean");
            return value;
        }
        if (raw == String.class) {
            if (!(value instanceof String)) throw new IllegalArgumentException("not a string");
            return value;
        }
        if (raw == char[].class && value instanceof String) return ((String) value).toCharArray();
        if (raw == Object.class) return value;
        if (raw != null && raw.isArray()) {
            Class<?> component = raw.getComponentType();
            List<?> items = list(value);
            Object array = Array.newInstance(component, items.size());
            if (component == int.class) {
                int[] a = (int[]) array;
                for (int i = 0; i < a.length; i++) a[i] = (Integer) convert(items.get(i), int.class);
            } else {
                for (int i = 0; i < items.size(); i++) Array.set(array, i, convert(items.get(i), component));
            }
            return array;
        }
        if (raw == List.class || raw == ArrayList.class || raw == Collection.class || raw == Iterable.class
            || raw == java.util.AbstractList.class) {
            Type item = type instanceof ParameterizedType ? ((ParameterizedType) type).getActualTypeArguments()[0] : Object.class;
            List<?> items = list(value);
            ArrayList<Object> result = new ArrayList<>(items.size());
            for (Object o : items) result.add(convert(o, item));
            return result;
        }
        throw new IllegalArgumentException("unsupported type");
    }

    static long integer(Object value) {
        if (value instanceof Long) return (Long) value;
        if (value instanceof BigInteger) throw new IllegalArgumentException(value + " does not fit a long");
        throw new IllegalArgumentException("not an integer");
    }

    static List<?> list(Object value) {
        if (value instanceof List) return (List<?>) value;
        throw new IllegalArgumentException("not a list");
    }

    // -- the result: Java value -> JSON ------------------------------------------------------------
    /** Appends `value` as JSON; returns null, or the name of what is not plain data. */
    static String encode(Object value, StringBuilder b, int depth) {
        if (value == null) { b.append("null"); return null; }
        if (value instanceof Boolean) { b.append(value); return null; }
        if (value instanceof Integer || value instanceof Long || value instanceof Short
            || value instanceof Byte || value instanceof BigInteger) { b.append(value); return null; }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) return "non-finite " + value.getClass().getSimpleName().toLowerCase();
            b.append(Double.toString(d)); // always with a point or exponent: a float to the judge
            return null;
        }
        if (value instanceof String) { b.append(Json.quote((String) value)); return null; }
        if (value instanceof Character) { b.append(Json.quote(value.toString())); return null; }
        if (depth >= MAX_NESTING) return "list nested over " + MAX_NESTING + " deep";
        if (value.getClass().isArray()) {
            b.append('[');
            if (value instanceof int[]) {
                int[] a = (int[]) value;
                for (int i = 0; i < a.length; i++) { if (i > 0) b.append(','); b.append(a[i]); }
            } else {
                int n = Array.getLength(value);
                for (int i = 0; i < n; i++) {
                    if (i > 0) b.append(',');
                    String problem = encode(Array.get(value, i), b, depth + 1);
                    if (problem != null) return value.getClass().getSimpleName() + " containing " + problem;
                }
            }
            b.append(']');
            return null;
        }
        if (value instanceof Iterable) {
            b.append('[');
            boolean first = true;
            for (Object item : (Iterable<?>) value) {
                if (!first) b.append(',');
                first = false;
                String problem = encode(item, b, depth + 1);
                if (problem != null) return value.getClass().getSimpleName() + " containing " + problem;
            }
            b.append(']');
            return null;
        }
        return value.getClass().getName();
    }

    // -- failures ----------------------------------------------------------------------------------
    static String describe(Throwable t) {
        StringBuilder b = new StringBuilder();
        List<StackTraceElement> mine = new ArrayList<>();
        for (StackTraceElement e : t.getStackTrace()) if (USER_FILE.equals(e.getFileName())) mine.add(e);
        int shownFrames = Math.min(mine.size(), 6);
        // innermost last, as Python shows it
        if (mine.size() > shownFrames) b.append("  ... ").append(mine.size() - shownFrames).append(" more frames of your code ...\n");
        for (int i = shownFrames - 1; i >= 0; i--) {
            StackTraceElement e = mine.get(i);
            b.append("  File \"").append(displayName).append("\", line ").append(e.getLineNumber())
                .append(", in ").append(e.getClassName()).append('.').append(e.getMethodName()).append('\n');
            int line = e.getLineNumber();
            if (line > 0 && line <= sourceLines.size()) b.append("    ").append(sourceLines.get(line - 1).strip()).append('\n');
        }
        String name = t.getClass().getName();
        String detail;
        try { detail = t.getMessage(); } catch (Throwable x) { detail = "<the exception's message could not be printed>"; }
        b.append(name);
        if (detail != null && !detail.isEmpty()) b.append(": ").append(detail);
        String text = b.toString();
        return text.length() <= MESSAGE_CHARS ? text : text.substring(0, MESSAGE_CHARS) + " ...";
    }

    /** The solution's stdout and stderr: each case may write `budget` bytes, then it is stopped. */
    static final class CappedStream extends OutputStream {
        final OutputStream target;
        long budget, written;
        boolean exceeded;

        CappedStream(OutputStream target) { this.target = target; }

        void startCase(long budget) { this.budget = budget; this.written = 0; this.exceeded = false; }

        private void count(int n) {
            written += n;
            if (written > budget) {
                exceeded = true;
                throw new OutputLimitError();
            }
        }

        @Override public void write(int b) throws IOException { count(1); target.write(b); }

        @Override public void write(byte[] data, int off, int len) throws IOException { count(len); target.write(data, off, len); }

        @Override public void flush() throws IOException { target.flush(); }
    }

    static final class OutputLimitError extends Error {
        OutputLimitError() { super("output limit exceeded", null, false, false); }
    }

    // -- a small JSON reader -----------------------------------------------------------------------
    /** JSON text as bytes (UTF-8), read in place from `i` to `end`. */
    static final class Json {
        final byte[] d;
        final int end;
        int i;

        Json(byte[] d, int start, int end) { this.d = d; this.i = start; this.end = end; }

        /** The byte at `k`, unsigned; past the end is an error, not the next line's bytes. */
        int at(int k) {
            if (k >= end) throw new IllegalArgumentException("the JSON ends too early");
            return d[k] & 0xff;
        }

        Object parse() {
            Object v = value();
            skip();
            if (i != end) throw new IllegalArgumentException("trailing data in JSON");
            return v;
        }

        void skip() { while (i < end && (d[i] & 0xff) <= ' ') i++; }

        boolean word(String w) {
            if (end - i < w.length()) return false;
            for (int k = 0; k < w.length(); k++) if (d[i + k] != w.charAt(k)) return false;
            i += w.length();
            return true;
        }

        Object value() {
            skip();
            int c = at(i);
            if (c == '{') {
                Map<String, Object> m = new LinkedHashMap<>();
                i++; skip();
                if (at(i) == '}') { i++; return m; }
                while (true) {
                    skip();
                    String k = string();
                    skip(); i++; // ':'
                    m.put(k, value());
                    skip();
                    if (at(i++) == '}') return m;
                }
            }
            if (c == '[') {
                List<Object> l = new ArrayList<>();
                i++; skip();
                if (at(i) == ']') { i++; return l; }
                while (true) {
                    l.add(value());
                    skip();
                    if (at(i++) == ']') return l;
                }
            }
            if (c == '"') return string();
            if (c == 't' && word("true")) return Boolean.TRUE;
            if (c == 'f' && word("false")) return Boolean.FALSE;
            if (c == 'n' && word("null")) return null;
            int start = i;
            boolean real = false, plain = true; // plain: an optional '-' and at most 18 digits
            long magnitude = 0;
            for (int b; i < end; i++) {
                b = d[i];
                if (b >= '0' && b <= '9') magnitude = magnitude * 10 + (b - '0');
                else if (b == '.' || b == 'e' || b == 'E') real = true;
                else if (b == '-' && i == start) continue;
                else if (b == '+' || b == '-') plain = false;
                else break;
            }
            boolean negative = i > start && d[start] == '-';
            int digits = i - start - (negative ? 1 : 0);
            if (!real && plain && digits > 0 && digits <= 18) return negative ? -magnitude : magnitude;
            String text = new String(d, start, i - start, StandardCharsets.ISO_8859_1);
            if (real) return Double.parseDouble(text);
            BigInteger big = new BigInteger(text); // also the errors of bad numbers
            return big.bitLength() < 64 ? (Object) big.longValue() : big;
        }

        String string() {
            int start = ++i; // past the opening quote
            boolean ascii = true, escaped = false;
            while (true) {
                int b = at(i);
                if (b == '"') break;
                if (b == '\\') { escaped = true; i += 2; continue; }
                if (b >= 0x80) ascii = false;
                i++;
            }
            int stop = i++;
            if (ascii && !escaped) { // the usual key or value: its bytes are its chars
                char[] chars = new char[stop - start];
                for (int k = 0; k < chars.length; k++) chars[k] = (char) d[start + k];
                return new String(chars);
            }
            String s = new String(d, start, stop - start, StandardCharsets.UTF_8); // escapes are ASCII
            StringBuilder b = new StringBuilder(s.length());
            for (int k = 0; k < s.length(); ) {
                char c = s.charAt(k++);
                if (c != '\\') { b.append(c); continue; }
                char e = s.charAt(k++);
                switch (e) {
                    case 'n': b.append('\n'); break;
                    case 't': b.append('\t'); break;
                    case 'r': b.append('\r'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'u': b.append((char) Integer.parseInt(s.substring(k, k + 4), 16)); k += 4; break;
                    default: b.append(e);
                }
            }
            return b.toString();
        }

        static String quote(String text) {
            StringBuilder b = new StringBuilder(text.length() + 2).append('"');
            for (int k = 0; k < text.length(); k++) {
                char c = text.charAt(k);
                if (c == '"') b.append("\\\"");
                else if (c == '\\') b.append("\\\\");
                else if (c == '\n') b.append("\\n");
                else if (c < 0x20 || c >= 0x7f) b.append(String.format("\\u%04x", (int) c));
                else b.append(c);
            }
            return b.append('"').toString();
        }
    }
}
