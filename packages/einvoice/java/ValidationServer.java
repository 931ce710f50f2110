import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.transform.ErrorListener;
import javax.xml.transform.Source;
import javax.xml.transform.TransformerException;
import javax.xml.transform.URIResolver;
import javax.xml.transform.sax.SAXSource;
import net.sf.saxon.s9api.Axis;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.SaxonApiException;
import net.sf.saxon.s9api.Serializer;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;
import net.sf.saxon.s9api.XdmSequenceIterator;
import net.sf.saxon.s9api.Xslt30Transformer;
import net.sf.saxon.s9api.XsltCompiler;
import net.sf.saxon.s9api.XsltExecutable;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Faktura's long-lived Saxon process for e-invoice validation (packages/einvoice, started by
 * saxon.process.ts). It keeps compiled stylesheets in memory and answers framed requests on stdin:
 * a header line "id TAB command TAB args... TAB payloadBytes", then the payload (UTF-8). Each
 * answer is "id TAB ok|refused|error TAB payloadBytes" and the payload. Commands:
 *
 * <ul>
 *   <li>load NAME PATH: compile the stylesheet at PATH (or the one in the payload, PATH being
 *       only its name) and keep it as NAME;
 *   <li>transform NAME PATH: run NAME on the file at PATH, answer the serialized result (the
 *       Schematron compiler's XSLT output);
 *   <li>validate NAME,NAME... with the document as payload: parse it once (no DTD, no external
 *       entity), run each stylesheet, answer the SVRL findings as JSON; "refused" when the
 *       document cannot be parsed.
 * </ul>
 *
 * It announces itself with "0 TAB ready TAB 0". Requests run in a thread pool, so answers may
 * come out of order (the id says which is which).
 * It exits when stdin closes, so it never outlives its parent. Run with Java 17 from source:
 * java -cp /usr/share/java/Saxon-HE.jar ValidationServer.java
 */
public final class ValidationServer {
  private static final String SVRL = "http://purl.oclc.org/dsdl/svrl";
  private static final QName ID = new QName("id");
  private static final QName FLAG = new QName("flag");
  private static final QName LOCATION = new QName("location");

  private final Processor processor = new Processor(false);
  private final Map<String, XsltExecutable> stylesheets = new ConcurrentHashMap<>();
  private final OutputStream out = new BufferedOutputStream(System.out);

  public static void main(String[] args) throws Exception {
    new ValidationServer().serve(new DataInputStream(new BufferedInputStream(System.in)));
  }

  private void serve(DataInputStream in) throws IOException {
    int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    answer("0", "ready", "");
    while (true) {
      String header = readLine(in);
      if (header == null) break;
      String[] fields = header.split("\t", -1);
      byte[] payload = new byte[Integer.parseInt(fields[fields.length - 1])];
      in.readFully(payload);
      pool.execute(() -> handle(fields, payload));
    }
    // stdin closed: the parent is gone or done with us.
    System.exit(0);
  }

  private void handle(String[] fields, byte[] payload) {
    String id = fields[0];
    try {
      switch (fields[1]) {
        case "load":
          load(fields[2], fields[3], payload);
          answer(id, "ok", "");
          break;
        case "transform":
          answer(id, "ok", transform(fields[2], fields[3]));
          break;
        case "validate":
          validate(id, fields[2].split(","), payload);
          break;
        default:
          answer(id, "error", "unknown command " + fields[1]);
      }
    } catch (Throwable e) {
      answer(id, "error", describe(e));
    }
  }

  /** Compiles the stylesheet at PATH, or the one in the payload (PATH is then only its name). */
  private void load(String name, String path, byte[] payload) throws Exception {
    XsltCompiler compiler = processor.newXsltCompiler();
    List<String> errors = new ArrayList<>();
    compiler.setErrorListener(collecting(errors));
    compiler.setURIResolver(SECURE_RESOLVER);
    String uri = new File(path).toURI().toString();
    Source source = secureSource(uri);
    if (payload.length > 0) {
      ((SAXSource) source).setInputSource(new InputSource(new ByteArrayInputStream(payload)));
      source.setSystemId(uri);
    }
    try {
      stylesheets.put(name, compiler.compile(source));
    } catch (SaxonApiException e) {
      throw new Exception(String.join("; ", errors.isEmpty() ? List.of(describe(e)) : errors), e);
    }
  }

  private String transform(String name, String path) throws Exception {
    Xslt30Transformer transformer = stylesheet(name).load30();
    StringBuilder messages = new StringBuilder();
    transformer.setMessageListener(
        (content, terminate, locator) -> messages.append(content.getStringValue()).append("; "));
    transformer.setURIResolver(SECURE_RESOLVER);
    String uri = new File(path).toURI().toString();
    XdmNode source = processor.newDocumentBuilder().build(secureSource(uri));
    StringWriter result = new StringWriter();
    Serializer serializer = processor.newSerializer(result);
    try {
      transformer.setGlobalContextItem(source);
      transformer.applyTemplates(source, serializer);
    } catch (SaxonApiException e) {
      throw new Exception(messages.length() > 0 ? messages.toString() : describe(e), e);
    }
    return result.toString();
  }

  private void validate(String id, String[] names, byte[] document) throws Exception {
    long started = System.nanoTime();
    XdmNode source;
    try {
      InputSource input = new InputSource(new ByteArrayInputStream(document));
      source = processor.newDocumentBuilder().build(new SAXSource(secureReader(), input));
    } catch (SaxonApiException e) {
      answer(id, "refused", refusal(e));
      return;
    }
    StringBuilder findings = new StringBuilder();
    StringBuilder timings = new StringBuilder("\"parse\":").append(millisSince(started));
    for (String name : names) {
      long start = System.nanoTime();
      Xslt30Transformer transformer = stylesheet(name).load30();
      transformer.setURIResolver(REFUSING_RESOLVER);
      transformer.setErrorListener(collecting(new ArrayList<>()));
      transformer.setGlobalContextItem(source);
      XdmDestination report = new XdmDestination();
      transformer.applyTemplates(source, report);
      appendFindings(findings, name, report.getXdmNode());
      timings.append(',').append(quote(name)).append(':').append(millisSince(start));
    }
    answer(id, "ok", "{\"findings\":[" + findings + "],\"timings\":{" + timings + "}}");
  }

  /** The failed asserts and fired reports of an SVRL report, as JSON objects. */
  private static void appendFindings(StringBuilder json, String set, XdmNode report) {
    XdmSequenceIterator<XdmNode> nodes = report.axisIterator(Axis.DESCENDANT);
    while (nodes.hasNext()) {
      XdmNode node = nodes.next();
      if (node.getNodeKind() != XdmNodeKind.ELEMENT) continue;
      QName element = node.getNodeName();
      if (!SVRL.equals(element.getNamespaceURI())) continue;
      String kind = element.getLocalName();
      if (!kind.equals("failed-assert") && !kind.equals("successful-report")) continue;
      json.append(json.length() == 0 ? "{" : ",{").append("\"set\":").append(quote(set));
      json.append(",\"kind\":").append(quote(kind.equals("failed-assert") ? "assert" : "report"));
      json.append(",\"id\":").append(quote(node.getAttributeValue(ID)));
      json.append(",\"flag\":").append(quote(node.getAttributeValue(FLAG)));
      json.append(",\"location\":").append(quote(node.getAttributeValue(LOCATION)));
      json.append(",\"text\":").append(quote(textOf(node))).append('}');
    }
  }

  /** Why a document was not accepted, as JSON: the parser's message and where. */
  private static String refusal(SaxonApiException e) {
    Throwable cause = e;
    while (cause.getCause() != null && !(cause instanceof SAXParseException)) {
      cause = cause.getCause();
    }
    if (!(cause instanceof SAXParseException)) return "{\"message\":" + quote(describe(e)) + "}";
    SAXParseException parse = (SAXParseException) cause;
    return "{\"message\":" + quote(describe(parse)) + ",\"line\":" + parse.getLineNumber()
        + ",\"column\":" + parse.getColumnNumber() + "}";
  }

  private XsltExecutable stylesheet(String name) throws Exception {
    XsltExecutable executable = stylesheets.get(name);
    if (executable == null) throw new Exception("no stylesheet loaded as " + name);
    return executable;
  }

  private static String textOf(XdmNode finding) {
    XdmSequenceIterator<XdmNode> texts = finding.axisIterator(Axis.CHILD, new QName(SVRL, "text"));
    return texts.hasNext() ? texts.next().getStringValue() : "";
  }

  /** A parser for untrusted XML: no DOCTYPE at all, so no DTD and no entity can be declared. */
  private static XMLReader secureReader() throws Exception {
    SAXParserFactory factory = SAXParserFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setXIncludeAware(false);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
    factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    XMLReader reader = factory.newSAXParser().getXMLReader();
    reader.setEntityResolver(
        (publicId, systemId) -> {
          throw new SAXException("external entities are not allowed");
        });
    return reader;
  }

  private static Source secureSource(String uri) throws TransformerException {
    try {
      return new SAXSource(secureReader(), new InputSource(uri));
    } catch (Exception e) {
      throw new TransformerException(e);
    }
  }

  /** Rule files include each other (Schematron include); local files only, parsed securely. */
  private static final URIResolver SECURE_RESOLVER =
      (href, base) -> {
        URI uri =
            base == null || base.isEmpty() ? URI.create(href) : URI.create(base).resolve(href);
        if (!"file".equals(uri.getScheme())) {
          throw new TransformerException("only local files: " + uri);
        }
        return secureSource(uri.toString());
      };

  /** A document under validation reaches nothing outside itself. */
  private static final URIResolver REFUSING_RESOLVER =
      (href, base) -> {
        throw new TransformerException("no external documents during validation: " + href);
      };

  private static ErrorListener collecting(List<String> errors) {
    return new ErrorListener() {
      public void warning(TransformerException e) {}

      public void error(TransformerException e) {
        errors.add(e.getMessageAndLocation());
      }

      public void fatalError(TransformerException e) {
        errors.add(e.getMessageAndLocation());
      }
    };
  }

  private static String describe(Throwable e) {
    String message = e.getMessage();
    return message == null ? e.getClass().getSimpleName() : message;
  }

  private static long millisSince(long nanos) {
    return (System.nanoTime() - nanos) / 1_000_000;
  }

  private synchronized void answer(String id, String status, String payload) {
    try {
      byte[] bytes = payload.getBytes(StandardCharsets.UTF_8);
      out.write((id + "\t" + status + "\t" + bytes.length + "\n").getBytes(StandardCharsets.UTF_8));
      out.write(bytes);
      out.flush();
    } catch (IOException e) {
      System.exit(1);
    }
  }

  private static String readLine(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    while (true) {
      int b = in.read();
      if (b == -1) {
        if (line.size() == 0) return null;
        throw new EOFException("incomplete header");
      }
      if (b == '\n') return line.toString(StandardCharsets.UTF_8);
      line.write(b);
    }
  }

  private static String quote(String value) {
    if (value == null) return "null";
    StringBuilder quoted = new StringBuilder("\"");
    for (char c : value.toCharArray()) {
      switch (c) {
        case '"':
          quoted.append("\\\"");
          break;
        case '\\':
          quoted.append("\\\\");
          break;
        default:
          if (c < 0x20) quoted.append(String.format("\\u%04x", (int) c));
          else quoted.append(c);
      }
    }
    return quoted.append('"').toString();
  }
}
