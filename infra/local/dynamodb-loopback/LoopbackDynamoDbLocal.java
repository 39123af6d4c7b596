import java.lang.reflect.Field;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local as its own main class would, but listening on 127.0.0.1 only and answering
 * only requests addressed to the loopback by name that no browser sent. The jar has no option for
 * any of it: its Jetty server binds every interface and it accepts any credentials, so anyone on the
 * network, or a web page that rebinds its domain name to 127.0.0.1, could read the whole table.
 * Browsers send an Origin header with every cross-origin POST; the SDKs never do. Compiled once
 * against DynamoDBLocal.jar and kept (launcher-class.ts), then run with the jar on the class path;
 * the arguments are DynamoDB Local's own.
 */
public class LoopbackDynamoDbLocal {
  private static final String LOOPBACK = "127.0.0.1";

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server server = (Server) serverField.get(proxy);
    int port = -1;
    for (Connector connector : server.getConnectors()) {
      ServerConnector serverConnector = (ServerConnector) connector;
      serverConnector.setHost(LOOPBACK);
      port = serverConnector.getPort();
    }
    Set<String> allowedHosts = Set.of(LOOPBACK + ":" + port, "localhost:" + port);
    Handler inner = server.getHandler();
    server.setHandler(
        new Handler.Wrapper(inner) {
          @Override
          public boolean handle(Request request, Response response, Callback callback)
              throws Exception {
            String host = request.getHeaders().get(HttpHeader.HOST);
            if (host == null || !allowedHosts.contains(host.toLowerCase())) {
              Response.writeError(request, response, callback, 421, "Misdirected Request");
              return true;
            }
            if (request.getHeaders().get(HttpHeader.ORIGIN) != null) {
              Response.writeError(request, response, callback, 403, "Forbidden");
              return true;
            }
            return super.handle(request, response, callback);
          }
        });
    proxy.start();
  }
}
